import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { closeSnackbarAtom, snackbarAtom } from '@sabai/state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import styles from './snackbar.module.css';

export interface SnackbarProps {
  /** 'page': at the bottom, 44 px Close (web). 'kiosk': across the top where a standing customer looks, 64 px Close. */
  variant?: 'page' | 'kiosk';
}

/**
 * One message at a time, closed by its Close action or after its timeout (docs/product-rules.md,
 * Notifications and progress).
 */
export function Snackbar({ variant = 'page' }: SnackbarProps) {
  const snackbar = useAtomValue(snackbarAtom);
  const close = useSetAtom(closeSnackbarAtom);
  const { i18n } = useLingui();

  useEffect(() => {
    if (!snackbar.enable) return;
    const timer = window.setTimeout(close, snackbar.timeout);
    return () => window.clearTimeout(timer);
  }, [snackbar, close]);

  if (!snackbar.enable) return null;
  const text = snackbar.translate ? i18n._(snackbar.message) : snackbar.message;
  return (
    <div
      className={`${styles.snackbar} ${variant === 'kiosk' ? styles.kiosk : ''} ${styles[snackbar.color]} ${snackbar.multiline ? styles.multiline : ''}`}
      role={snackbar.color === 'error' ? 'alert' : 'status'}
    >
      <p className={styles.message}>{text}</p>
      <button type="button" className={styles.close} onClick={close}>
        <Trans>Close</Trans>
      </button>
    </div>
  );
}
