import { Trans, useLingui } from '@lingui/react/macro';
import { errorCode, errorText } from '@sabai/graphql';
import { StaffTotpBeginDocument, StaffTotpConfirmDocument } from '@sabai/graphql/staff';
import { showSnackbarAtom } from '@sabai/state';
import { ErrorList, Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { staffTotpConfirmSchema, type StaffTotpConfirmInput } from '@sabai/validation';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useMutation } from 'urql';
import styles from './account-page.module.css';
import { TotpKey } from './totp-key';

const quiet = { quietErrors: true };

/**
 * Enrolment in two steps (docs/api.md, Staff API): staffTotpBegin gives a new secret as a QR code and as
 * text, staffTotpConfirm takes the app's first code. A wrong code is said at the field, other refusals
 * (the server's translated sentence) in the snackbar.
 */
export function TotpSetup({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const { t } = useLingui();
  const [begun, begin] = useMutation(StaffTotpBeginDocument);
  const [, confirm] = useMutation(StaffTotpConfirmDocument);
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const form = useSchemaForm<{ code: string }, StaffTotpConfirmInput>({
    schema: staffTotpConfirmSchema,
    defaultValues: { code: '' },
  });
  const setup = begun.data?.staffTotpBegin;
  const stepHeading = useRef<HTMLHeadingElement>(null);

  // The next step takes the focus as it appears, so a screen reader reads it from its start.
  useEffect(() => {
    if (setup) stepHeading.current?.focus();
  }, [setup]);

  const start = async () => {
    const { error } = await begin({}, quiet);
    if (error) showSnackbar({ message: errorText(error), source: 'graphql' });
  };

  const submit = async ({ code }: StaffTotpConfirmInput) => {
    const { data, error } = await confirm({ code }, quiet);
    if (error && errorCode(error) === 'otp.invalid') {
      form.setError('code', { message: errorText(error) }, { shouldFocus: true });
    } else if (error) {
      showSnackbar({ message: errorText(error), source: 'graphql' });
    } else if (data) {
      onConfirmed(data.staffTotpConfirm);
    }
  };

  if (!setup) {
    return (
      <button type="button" className={styles.primary} disabled={begun.fetching} onClick={() => void start()}>
        <Trans>Set up two-step sign-in</Trans>
      </button>
    );
  }
  return (
    <section aria-labelledby="totp-step" className={styles.setup}>
      <h2 id="totp-step" ref={stepHeading} tabIndex={-1}>
        <Trans>Scan the code with your authenticator app</Trans>
      </h2>
      <TotpKey setup={setup} />
      <Form form={form} className={styles.form} onSubmit={submit} describe={describeCode}>
        <FormField name="code" id="totp-code" label={t`Six-digit code`}>
          {(control) => <input {...control} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />}
        </FormField>
        <ErrorList />
        <SubmitButton className={styles.primary}>
          <Trans>Turn on two-step sign-in</Trans>
        </SubmitButton>
      </Form>
    </section>
  );
}

/** The server's refusal is a sentence in the reader's language already; the schema's codes are the kit's. */
const describeCode = (field: string, text: string) =>
  field === 'code' && text !== 'code.invalid' ? text : undefined;
