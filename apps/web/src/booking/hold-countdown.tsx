import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import styles from './booking.module.css';

export interface HoldCountdownProps {
  /** When the server releases the hold, ISO 8601. */
  expiresAt: string;
  onExpired: () => void;
  /** The clock, injectable for tests. */
  now?: () => number;
}

/** Seconds left as 'm:ss'. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The hold's countdown (SPEC §9). The server enforces the hold; this shows it, ticking each second, and
 * reports the moment it lapses once.
 */
export function HoldCountdown({ expiresAt, onExpired, now = Date.now }: HoldCountdownProps) {
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
  return (
    <p className={left < 60 ? `${styles.countdown} ${styles.urgent}` : styles.countdown}>
      <Trans>
        Your places are held for{' '}
        <strong role="timer" aria-label={t`${text} left`}>
          {text}
        </strong>
      </Trans>
    </p>
  );
}
