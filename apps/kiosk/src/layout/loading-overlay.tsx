import { useLingui } from '@lingui/react/macro';
import { PROGRESS_THROTTLE_MS, progressAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import styles from './loading-overlay.module.css';

/**
 * Covers the screen while requests are in flight, so a second touch cannot land on a half-updated page. Like
 * the web's progress bar it waits out the 200 ms throttle (docs/product-rules.md, Notifications and
 * progress): quick answers never flash it.
 */
export function LoadingOverlay() {
  const busy = useAtomValue(progressAtom).pending > 0;
  const [throttled, setThrottled] = useState(false);
  const { t } = useLingui();

  useEffect(() => {
    if (!busy) return undefined;
    const timer = window.setTimeout(() => setThrottled(true), PROGRESS_THROTTLE_MS);
    return () => {
      window.clearTimeout(timer);
      setThrottled(false);
    };
  }, [busy]);

  if (!busy || !throttled) return null;
  return (
    <div className={styles.overlay} role="status" aria-busy="true" aria-label={t`Loading`}>
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>{t`Loading`}</p>
    </div>
  );
}
