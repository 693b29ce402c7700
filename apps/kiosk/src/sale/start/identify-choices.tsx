import { useLingui } from '@lingui/react/macro';
import styles from '../sale.module.css';

export type IdentifyWay = 'qr' | 'sms' | 'password' | 'guest';

export interface IdentifyChoicesProps {
  value: IdentifyWay;
  onChange: (way: IdentifyWay) => void;
}

/** The ways to say who is buying: three for members, one for everyone else. */
export function IdentifyChoices({ value, onChange }: IdentifyChoicesProps) {
  const { t } = useLingui();
  const labels: Record<IdentifyWay, string> = {
    qr: t`Member: scan my QR`,
    sms: t`Member: SMS code`,
    password: t`Member: password`,
    guest: t`Continue as a guest`,
  };
  return (
    <div className={styles.row} role="group" aria-label={t`How would you like to start?`}>
      {(Object.keys(labels) as IdentifyWay[]).map((way) => (
        <button
          key={way}
          type="button"
          className={styles.secondary}
          aria-pressed={way === value}
          onClick={() => onChange(way)}
        >
          {labels[way]}
        </button>
      ))}
    </div>
  );
}
