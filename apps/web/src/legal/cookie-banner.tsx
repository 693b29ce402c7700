import { Trans, useLingui } from '@lingui/react/macro';
import { cookieChoiceNeededAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'react-router';
import styles from './legal.module.css';
import { useCookieChoice } from './use-cookie-choice';

/** Asks once for the visitor's cookie choice; nothing optional is set before it. */
export function CookieBanner() {
  const needed = useAtomValue(cookieChoiceNeededAtom);
  const choose = useCookieChoice();
  const { pathname } = useLocation();
  const { t } = useLingui();
  if (!needed || pathname.startsWith('/legal/cookies')) return null;
  return (
    <section className={styles.banner} aria-label={t`Cookie settings`}>
      <p>
        <Trans>
          We use necessary cookies to run the booking, and analytics cookies only if you allow them.{' '}
          <Link to="/legal/cookies">Cookie settings</Link>
        </Trans>
      </p>
      <div className={styles.bannerActions}>
        <button type="button" className={styles.secondary} onClick={() => choose(false)}>
          <Trans>Necessary only</Trans>
        </button>
        <button type="button" className={styles.primary} onClick={() => choose(true)}>
          <Trans>Accept all</Trans>
        </button>
      </div>
    </section>
  );
}
