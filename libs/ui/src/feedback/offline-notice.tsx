import { Trans } from '@lingui/react/macro';
import { onlineAtom } from '@sabai/state';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import styles from './offline-notice.module.css';

/**
 * Tracks the browser's connection (docs/product-rules.md, Notifications and progress) and says so while it is
 * offline.
 */
export function OfflineNotice() {
  const [online, setOnline] = useAtom(onlineAtom);

  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [setOnline]);

  if (online) return null;
  return (
    <div className={styles.notice} role="status">
      <Trans>You are offline. Check your connection; we will continue when it is back.</Trans>
    </div>
  );
}
