// A digit keypad for a shared touch screen (docs/product-rules.md, Kiosk): big keys, no keyboard needed,
// every key a real button a screen reader names. It edits a value it does not own.
import { useLingui } from '@lingui/react/macro';
import styles from './keypad.module.css';

export interface KeypadProps {
  value: string;
  onChange: (value: string) => void;
  /** No more digits than this. */
  maxLength: number;
  /** The field the keys type into, for screen readers. */
  controls: string;
}

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

export function Keypad({ value, onChange, maxLength, controls }: KeypadProps) {
  const { t } = useLingui();
  const type = (digit: string) => value.length < maxLength && onChange(value + digit);
  const key = (digit: string) => (
    <button
      key={digit}
      type="button"
      className={styles.key}
      aria-controls={controls}
      onClick={() => type(digit)}
    >
      {digit}
    </button>
  );
  return (
    <div className={styles.keypad} role="group" aria-label={t`Keypad`}>
      {DIGITS.map(key)}
      <button type="button" className={styles.key} aria-controls={controls} onClick={() => onChange('')}>
        {t`Clear`}
      </button>
      {key('0')}
      <button
        type="button"
        className={styles.key}
        aria-controls={controls}
        aria-label={t`Delete the last digit`}
        onClick={() => onChange(value.slice(0, -1))}
      >
        ⌫
      </button>
    </div>
  );
}
