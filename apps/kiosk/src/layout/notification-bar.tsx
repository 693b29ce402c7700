import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { closeSnackbarAtom, snackbarAtom } from '@sabai/state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import styles from './notification-bar.module.css';

/**
 * The kiosk's snackbar: the same state as the web's (SPEC §8 messages, 4 s or 10 s for GraphQL errors),
 * shown across the top of the screen where a standing customer looks, with a finger-sized Close.
 */
export function NotificationBar() {
  const snackbar = useAtomValue(snackbarAtom);
  const close = useSetAtom(closeSnackbarAtom);
  const { i18n } = useLingui();

  useEffect(() => {
    if (!snackbar.enable) return undefined;
    const timer = window.setTimeout(close, snackbar.timeout);
    return () => window.clearTimeout(timer);
  }, [snackbar, close]);

  if (!snackbar.enable) return null;
  const text = snackbar.translate ? i18n._(snackbar.message) : snackbar.message;
  return (
    <div
      className={`${styles.bar} ${styles[snackbar.color]} ${snackbar.multiline ? styles.multiline : ''}`}
      role={snackbar.color === 'error' ? 'alert' : 'status'}
    >
      <p className={styles.message}>{text}</p>
      <button type="button" className={styles.close} onClick={close}>
        <Trans>Close</Trans>
      </button>
    </div>
  );
}
