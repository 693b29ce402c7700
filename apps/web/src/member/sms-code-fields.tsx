import { useLingui } from '@lingui/react/macro';
import styles from '../booking/booking.module.css';

interface SmsCodeFieldsProps {
  /** Prefix of the inputs' ids: `<idPrefix>-phone`, `<idPrefix>-code`. */
  idPrefix: string;
  phone: string;
  onPhone: (phone: string) => void;
  /** The reference of the code sent, or null before one was sent (then only the phone is asked). */
  sentRef: string | null;
  code: string;
  onCode: (code: string) => void;
}

/** The phone, then the code of the SMS sent to it: the steps of logging in by OTP and of recovering. */
export function SmsCodeFields({ idPrefix, phone, onPhone, sentRef, code, onCode }: SmsCodeFieldsProps) {
  const { t } = useLingui();
  const ref = sentRef; // named for the translators' placeholder {ref}
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-phone`}>{t`Mobile phone`}</label>
        <input
          id={`${idPrefix}-phone`}
          type="tel"
          autoComplete="tel"
          value={phone}
          // Once a code was sent for this number, the number is fixed: start again to change it.
          readOnly={ref !== null}
          onChange={(e) => onPhone(e.target.value)}
        />
      </div>
      {ref && (
        <div className={styles.field}>
          <label htmlFor={`${idPrefix}-code`}>{t`Code from the SMS (ref. ${ref})`}</label>
          <input
            id={`${idPrefix}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => onCode(e.target.value)}
          />
        </div>
      )}
    </>
  );
}
