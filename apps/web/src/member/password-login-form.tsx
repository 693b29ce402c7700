import { Trans, useLingui } from '@lingui/react/macro';
import { VerifyPasswordDocument } from '@sabai/graphql';
import { startSessionAtom, userAtom } from '@sabai/state';
import { ErrorList, Form, FormField, SubmitButton, useLoginRefusal, useSchemaForm } from '@sabai/ui/forms';
import { loginInputSchema } from '@sabai/validation';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMutation } from 'urql';
import styles from '../booking/booking.module.css';
import { failureText, useAuthApi } from '@sabai/state/auth-api';

interface LoginValues {
  username: string;
  password: string;
}

export interface PasswordLoginFormProps {
  onDone: () => void;
  /** Re-checking the logged-in member's password (?verify): the username is theirs and fixed. */
  verifying: boolean;
}

/** Phone or e-mail with the password; also the password check before the profile (?verify). */
export function PasswordLoginForm({ onDone, verifying }: PasswordLoginFormProps) {
  const api = useAuthApi();
  const user = useAtomValue(userAtom);
  const startSession = useSetAtom(startSessionAtom);
  const [, verify] = useMutation(VerifyPasswordDocument);
  const { t } = useLingui();
  const form = useSchemaForm<LoginValues, LoginValues>({
    schema: loginInputSchema,
    defaultValues: { username: verifying ? (user?.phone ?? '') : '', password: '' },
  });

  // One sentence above the button for either missing field, as the login always said.
  const refuse = useLoginRefusal(form);

  const submit = async () => {
    // As typed: the server reads the username the way it always did.
    const { username, password } = form.getValues();
    try {
      if (verifying) {
        const answer = (await verify({ username, password })).data?.verifyPassword;
        if (!answer?.verified || !answer.user) throw new Error(t`Wrong password`);
        startSession(answer.user);
      } else {
        await api.password(username, password);
      }
      onDone();
    } catch (e) {
      form.setError('root', { message: failureText(e, e instanceof Error ? e.message : t`Unknown Error`) });
    }
  };

  return (
    <Form form={form} className={styles.form} onSubmit={submit} onInvalid={refuse}>
      <FormField name="username" id="login-username" label={t`Phone number or e-mail`}>
        {(control) => <input {...control} autoComplete="username" readOnly={verifying} />}
      </FormField>
      <FormField name="password" id="login-password" label={t`Password`}>
        {(control) => <input {...control} type="password" autoComplete="current-password" />}
      </FormField>
      <ErrorList />
      <SubmitButton className={styles.primary}>
        {verifying ? <Trans>Confirm</Trans> : <Trans>Log in</Trans>}
      </SubmitButton>
    </Form>
  );
}
