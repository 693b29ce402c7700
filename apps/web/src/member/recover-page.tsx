import { Trans, useLingui } from '@lingui/react/macro';
import { ResetPasswordDocument } from '@sabai/graphql';
import { ErrorList, Form, PhoneCodeFields, SubmitButton } from '@sabai/ui/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import styles from '../booking/booking.module.css';
import { NewPasswordFields } from './new-password-fields';
import { failureText, useAuthApi } from '@sabai/state/auth-api';

interface RecoverValues {
  phone: string;
  code: string;
  password: string;
  confirmation: string;
}

/** The page once the password is set: the server's words, and the way back to the login. */
function PasswordResetDone({ message }: { message: string }) {
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Password reset</Trans>
      </h1>
      <p role="status">{message}</p>
      <Link className={styles.primary} to="/member/login">
        <Trans>Log in</Trans>
      </Link>
    </main>
  );
}

/**
 * Password recovery: a code to the member's phone, then a new password. Only the two passwords are
 * compared here; the server's answers say what else is wrong, as they always did.
 */
export function RecoverPage() {
  const api = useAuthApi();
  const [, reset] = useMutation(ResetPasswordDocument);
  const { t } = useLingui();
  const [ref, setRef] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<RecoverValues>({
    defaultValues: { phone: '', code: '', password: '', confirmation: '' },
  });

  const submit = async ({ phone, code, password, confirmation }: RecoverValues) => {
    try {
      if (!ref) {
        setRef(await api.requestOtp(phone, 'recover'));
      } else if (password !== confirmation) {
        form.setError('root', { message: t`Confirmation password is different from password` });
      } else {
        const result = await reset({
          input: { username: phone, ref_code: ref, code, password, password_confirmation: confirmation },
        });
        if (result.data?.resetPassword.status) setDone(result.data.resetPassword.message ?? '');
      }
    } catch (e) {
      form.setError('root', { message: failureText(e, t`Invalid request`) });
    }
  };

  if (done !== null) return <PasswordResetDone message={done} />;
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Forgot your password?</Trans>
      </h1>
      <Form form={form} className={styles.form} onSubmit={submit}>
        <PhoneCodeFields idPrefix="recover" sentRef={ref} />
        {ref && <NewPasswordFields idPrefix="recover" />}
        <ErrorList />
        <SubmitButton className={styles.primary}>
          {ref ? <Trans>Set the new password</Trans> : <Trans>Send me a code</Trans>}
        </SubmitButton>
      </Form>
    </main>
  );
}
