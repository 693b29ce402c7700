import { Trans, useLingui } from '@lingui/react/macro';
import { ResetPasswordDocument } from '@sabai/graphql';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import styles from '../booking/booking.module.css';
import { PasswordMeter } from './password-meter';
import { SmsCodeFields } from './sms-code-fields';
import { failureText, useAuthApi } from './use-auth-api';

/** Password recovery: a code to the member's phone, then a new password. */
export function RecoverPage() {
  const api = useAuthApi();
  const [, reset] = useMutation(ResetPasswordDocument);
  const { t } = useLingui();
  const [phone, setPhone] = useState('');
  const [ref, setRef] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setError(null);
    setBusy(true);
    try {
      if (!ref) {
        setRef(await api.requestOtp(phone, 'recover'));
      } else if (password !== confirmation) {
        setError(t`Confirmation password is different from password`);
      } else {
        const result = await reset({
          input: { username: phone, ref_code: ref, code, password, password_confirmation: confirmation },
        });
        if (result.data?.resetPassword.status) setDone(result.data.resetPassword.message ?? '');
      }
    } catch (e) {
      setError(failureText(e, t`Invalid request`));
    } finally {
      setBusy(false);
    }
  };

  if (done !== null) {
    return (
      <main id="main" className={styles.page}>
        <h1>
          <Trans>Password reset</Trans>
        </h1>
        <p role="status">{done}</p>
        <Link className={styles.primary} to="/member/login">
          <Trans>Log in</Trans>
        </Link>
      </main>
    );
  }
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Forgot your password?</Trans>
      </h1>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <SmsCodeFields
          idPrefix="recover"
          phone={phone}
          onPhone={setPhone}
          sentRef={ref}
          code={code}
          onCode={setCode}
        />
        {ref && (
          <>
            <div className={styles.field}>
              <label htmlFor="recover-password">{t`New password`}</label>
              <input
                id="recover-password"
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <PasswordMeter password={password} />
            </div>
            <div className={styles.field}>
              <label htmlFor="recover-confirmation">{t`Confirm password`}</label>
              <input
                id="recover-confirmation"
                type="password"
                autoComplete="new-password"
                value={confirmation}
                onChange={(e) => setConfirmation(e.target.value)}
              />
            </div>
          </>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={busy}>
          {ref ? <Trans>Set the new password</Trans> : <Trans>Send me a code</Trans>}
        </button>
      </form>
    </main>
  );
}
