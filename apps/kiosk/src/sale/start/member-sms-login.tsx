import { Trans, useLingui } from '@lingui/react/macro';
import { failureText, useAuthApi } from '@sabai/state/auth-api';
import { useState } from 'react';
import { Keypad } from '../../keypad/keypad';
import styles from '../sale.module.css';
import type { MemberLoginProps } from './member-qr-login';

const PHONE_ID = 'kiosk-otp-phone';
const CODE_ID = 'kiosk-otp-code';

/**
 * A code by SMS to the member's phone, both typed on the on-screen keypad. The server's answers (a wait before
 * the next code, a wrong or expired code) are what the member reads.
 */
export function MemberSmsLogin({ onMember }: MemberLoginProps) {
  const api = useAuthApi();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [ref, setRef] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useLingui();

  const submit = async () => {
    setBusy(true);
    setProblem(null);
    try {
      if (!ref) setRef(await api.requestOtp(phone));
      else onMember(await api.verifyOtp(phone, ref, code));
    } catch (e) {
      setProblem(failureText(e, ref ? t`OTP invalid or expired` : t`Invalid request`));
    } finally {
      setBusy(false);
    }
  };
  const fieldId = ref ? CODE_ID : PHONE_ID;
  return (
    <form
      className={styles.form}
      aria-label={t`Log in with an SMS code`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <SmsFields phone={phone} code={code} refCode={ref} onPhone={setPhone} onCode={setCode} />
      <Keypad
        value={ref ? code : phone}
        controls={fieldId}
        maxLength={ref ? 6 : 10}
        onChange={(next) => (ref ? setCode(next) : setPhone(next))}
      />
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={busy}>
        {ref ? <Trans>Log in</Trans> : <Trans>Send me a code</Trans>}
      </button>
    </form>
  );
}

interface SmsFieldsProps {
  phone: string;
  code: string;
  refCode: string | null;
  onPhone: (phone: string) => void;
  onCode: (code: string) => void;
}

/** The phone, fixed once the code is sent, then the code with the SMS's reference. */
function SmsFields({ phone, code, refCode: ref, onPhone: setPhone, onCode: setCode }: SmsFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <label htmlFor={PHONE_ID}>{t`Mobile number`}</label>
      <input
        id={PHONE_ID}
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        value={phone}
        readOnly={ref !== null}
        onChange={(e) => setPhone(e.target.value)}
      />
      {ref && (
        <>
          <label htmlFor={CODE_ID}>{t`Code from the SMS (reference ${ref})`}</label>
          <input
            id={CODE_ID}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </>
      )}
    </>
  );
}
