import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import styles from './hold-countdown.module.css';

export interface HoldCountdownProps {
  /** When the server releases the hold, ISO 8601. */
  expiresAt: string;
  onExpired: () => void;
  /** Offered in the last minute (WCAG 2.2.1): hold the places longer. */
  onExtend?: (() => void) | undefined;
  /** The app's own button look for "Keep my places longer". */
  extendClassName?: string | undefined;
  /** The clock, injectable for tests. */
  now?: () => number;
}

/** Seconds left as 'm:ss'. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The hold's countdown (docs/product-rules.md, Holds), on the web's checkout and the kiosk's payment. The server enforces the hold; this shows it, ticking
 * each second, and reports the moment it lapses once.
 */
export function HoldCountdown(props: HoldCountdownProps) {
  const { expiresAt, onExpired, onExtend, extendClassName, now = Date.now } = props;
  const { t } = useLingui();
  const end = Date.parse(expiresAt);
  const [left, setLeft] = useState(() => (end - now()) / 1000);
  const reported = useRef(false);

  useEffect(() => {
    if (left <= 0) {
      if (!reported.current) onExpired();
      reported.current = true;
      return;
    }
    const timer = setTimeout(() => setLeft((end - now()) / 1000), Math.min(1000, left * 1000));
    return () => clearTimeout(timer);
  }, [left, end, now, onExpired]);

  const text = formatCountdown(left);
  const lastMinute = left > 0 && left < 60;
  return (
    <div className={lastMinute ? `${styles.countdown} ${styles.urgent}` : styles.countdown}>
      <p>
        <Trans>
          Your places are held for{' '}
          <strong role="timer" aria-label={t`${text} left`}>
            {text}
          </strong>
        </Trans>
      </p>
      {/* Said once, politely, when the last minute starts; the timer itself is not read every second. */}
      <p aria-live="polite" className="visually-hidden">
        {lastMinute ? t`Less than a minute left to pay.` : ''}
      </p>
      {lastMinute && onExtend && (
        <button type="button" className={extendClassName} onClick={onExtend}>
          <Trans>Keep my places longer</Trans>
        </button>
      )}
    </div>
  );
}
