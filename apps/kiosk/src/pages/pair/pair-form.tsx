// The pairing form (docs/access.md, Kiosk devices): the code, typed on the keypad or a keyboard, sent to the
// server, whose refusal is said at the field. A chunk of its own, loaded once the page's words are painted.
import { Trans, useLingui } from '@lingui/react/macro';
import { localeAtom } from '@sabai/state';
import { ErrorList, Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { kioskPairSchema, type KioskPairInput } from '@sabai/validation';
import { HttpFailure } from '@sabai/graphql';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { kioskDeviceApi, kioskDeviceAtom } from '../../device/kiosk-device';
import { Keypad } from '../../keypad/keypad';
import styles from './pair-page.module.css';

const CODE_ID = 'pair-code';

/** The server's refusal, already in the reader's language, or the fallback. */
const refusal = (e: unknown, fallback: string) =>
  e instanceof HttpFailure && e.body.message ? e.body.message : fallback;

/** The code, typed on the keypad (or a keyboard), sent to the server; its refusal said at the field. */
export function PairForm() {
  const setDevice = useSetAtom(kioskDeviceAtom);
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const { t } = useLingui();
  const form = useSchemaForm<{ code: string }, KioskPairInput>({
    schema: kioskPairSchema,
    defaultValues: { code: '' },
  });
  const code = form.watch('code');

  const submit = async ({ code }: KioskPairInput) => {
    try {
      setDevice(await kioskDeviceApi(() => locale).pair(code));
      void navigate('/', { replace: true });
    } catch (e) {
      const message = refusal(e, t`Pairing failed. Please try again.`);
      form.setError('code', { message }, { shouldFocus: true });
    }
  };
  const describe = (_field: string, text: string) =>
    text === 'code.invalid' ? t`The code has eight digits.` : text;

  return (
    <Form form={form} onSubmit={submit} className={styles.form} describe={describe}>
      <FormField name="code" id={CODE_ID} label={t`Pairing code`}>
        {(control) => (
          <input {...control} inputMode="numeric" autoComplete="off" maxLength={9} className={styles.code} />
        )}
      </FormField>
      <Keypad
        value={code}
        controls={CODE_ID}
        maxLength={8}
        onChange={(next) => form.setValue('code', next)}
      />
      <ErrorList />
      <SubmitButton className={styles.submit}>
        <Trans>Pair</Trans>
      </SubmitButton>
    </Form>
  );
}
