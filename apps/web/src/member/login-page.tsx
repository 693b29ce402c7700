import { Trans, useLingui } from '@lingui/react/macro';
import { VerifyPasswordDocument } from '@sabai/graphql';
import { startSessionAtom, userAtom } from '@sabai/state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import styles from '../booking/booking.module.css';
import { safeReturn } from './guards';
import { SmsCodeFields } from './sms-code-fields';
import { failureText, useAuthApi } from './use-auth-api';

function PasswordForm({ onDone, verifying }: { onDone: () => void; verifying: boolean }) {
  const api = useAuthApi();
  const user = useAtomValue(userAtom);
  const startSession = useSetAtom(startSessionAtom);
  const [, verify] = useMutation(VerifyPasswordDocument);
  const [username, setUsername] = useState(verifying ? (user?.phone ?? '') : '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();

  const submit = async () => {
    if (!username.trim() || !password) {
      setError(t`Please fill both phone number or e-mail and password`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (verifying) {
        const result = await verify({ username, password });
        const answer = result.data?.verifyPassword;
        if (!answer?.verified || !answer.user) throw new Error(t`Wrong password`);
        startSession(answer.user);
      } else {
        await api.password(username, password);
      }
      onDone();
    } catch (e) {
      setError(failureText(e, e instanceof Error ? e.message : t`Unknown Error`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className={styles.field}>
        <label htmlFor="login-username">{t`Phone number or e-mail`}</label>
        <input
          id="login-username"
          autoComplete="username"
          value={username}
          readOnly={verifying}
          onChange={(e) => setUsername(e.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="login-password">{t`Password`}</label>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={busy}>
        {verifying ? <Trans>Confirm</Trans> : <Trans>Log in</Trans>}
      </button>
    </form>
  );
}

function OtpForm({ onDone }: { onDone: () => void }) {
  const api = useAuthApi();
  const [phone, setPhone] = useState('');
  const [ref, setRef] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (e) {
      setError(failureText(e, t`OTP invalid or expired`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void run(async () => {
          if (!ref) setRef(await api.requestOtp(phone));
          else {
            await api.verifyOtp(phone, ref, code);
            onDone();
          }
        });
      }}
    >
      <SmsCodeFields
        idPrefix="otp"
        phone={phone}
        onPhone={setPhone}
        sentRef={ref}
        code={code}
        onCode={setCode}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={busy}>
        {ref ? <Trans>Log in</Trans> : <Trans>Send me a code</Trans>}
      </button>
      {ref && (
        <button type="button" className={styles.secondary} disabled={busy} onClick={() => setRef(null)}>
          <Trans>Ask for a new code</Trans>
        </button>
      )}
    </form>
  );
}

/** /member/login: phone or e-mail with password, or a one-time code by SMS; ?verify re-checks the password. */
export function LoginPage() {
  const [params] = useSearchParams();
  const verifyPath = params.get('verify');
  const [method, setMethod] = useState<'password' | 'otp'>('password');
  const navigate = useNavigate();
  const { t } = useLingui();
  const done = () => void navigate(safeReturn(verifyPath ?? params.get('return')), { replace: true });

  return (
    <main id="main" className={styles.page}>
      <h1>{verifyPath ? <Trans>Confirm it is you</Trans> : <Trans>Member login</Trans>}</h1>
      {verifyPath ? (
        <>
          <p>{t`Please enter your password again to continue.`}</p>
          <PasswordForm onDone={done} verifying />
        </>
      ) : (
        <>
          <div role="tablist" aria-label={t`How to log in`} className={styles.tabs}>
            {(['password', 'otp'] as const).map((m) => (
              <button
                key={m}
                type="button"
                role="tab"
                aria-selected={method === m}
                aria-controls="login-panel"
                className={styles.tab}
                onClick={() => setMethod(m)}
              >
                {m === 'password' ? t`Password` : t`Code by SMS`}
              </button>
            ))}
          </div>
          <div role="tabpanel" id="login-panel" className={styles.panel}>
            {method === 'password' ? (
              <PasswordForm onDone={done} verifying={false} />
            ) : (
              <OtpForm onDone={done} />
            )}
          </div>
          <p>
            <Link to="/member/recover">
              <Trans>Forgot your password?</Trans>
            </Link>{' '}
            ·{' '}
            <Link to="/member/register">
              <Trans>Become a member</Trans>
            </Link>
          </p>
        </>
      )}
    </main>
  );
}
