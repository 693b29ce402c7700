import { Trans } from '@lingui/react/macro';
import { analyticsAllowedAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styles from './legal.module.css';
import { useCookieChoice } from './use-cookie-choice';

/** The cookie policy's settings: necessary cookies always, analytics cookies by choice. */
export function CookieSettings() {
  const allowed = useAtomValue(analyticsAllowedAtom);
  const [analytics, setAnalytics] = useState(allowed);
  const [saved, setSaved] = useState(false);
  const choose = useCookieChoice();
  return (
    <form
      className={styles.settings}
      onSubmit={(e) => {
        e.preventDefault();
        choose(analytics);
        setSaved(true);
      }}
    >
      <label className={styles.check}>
        <input type="checkbox" checked disabled />
        <Trans>Necessary cookies</Trans>
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />
        <Trans>Analytics cookies</Trans>
      </label>
      <button type="submit" className={styles.primary}>
        <Trans>Save cookie settings</Trans>
      </button>
      {saved && (
        <p role="status">
          <Trans>Your cookie settings are saved.</Trans>
        </p>
      )}
    </form>
  );
}
