import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styles from '../booking/booking.module.css';
import { safeReturn } from './guards';
import { OtpLoginForm } from './otp-login-form';
import { PasswordLoginForm } from './password-login-form';
import { WellnessLogin } from './wellness-login';

/**
 * /member/login: phone or e-mail with password, a one-time code by SMS, or a wellness membership; ?verify
 * re-checks the password; ?wellness= carries a refused wellness login's code.
 */
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
          <PasswordLoginForm onDone={done} verifying />
          <WellnessLogin returnPath={safeReturn(verifyPath)} refusal={params.get('wellness')} verifying />
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
              <PasswordLoginForm onDone={done} verifying={false} />
            ) : (
              <OtpLoginForm onDone={done} />
            )}
          </div>
          <WellnessLogin returnPath={safeReturn(params.get('return'))} refusal={params.get('wellness')} />
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
