import { Trans, useLingui } from '@lingui/react/macro';
import { cookieChoiceNeededAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'react-router';
import { useFirstPaintBanner } from './first-paint-banner';
import { useCookieChoice } from './use-cookie-choice';

/**
 * Asks once for the visitor's cookie choice; nothing optional is set before it. The server writes the same
 * banner into the page (docs/architecture.md, Serving the apps), which this takes over while it can.
 */
export function CookieBanner() {
  const needed = useAtomValue(cookieChoiceNeededAtom);
  const choose = useCookieChoice();
  const { pathname } = useLocation();
  const { t } = useLingui();
  const shown = needed && !pathname.startsWith('/legal/cookies');
  const served = useFirstPaintBanner(shown, choose);
  if (!shown || served) return null;
  return (
    <section className="cookie-banner" aria-label={t`Cookie settings`}>
      <p>
        <Trans>
          We use necessary cookies to run the booking, and analytics cookies only if you allow them.{' '}
          <Link to="/legal/cookies">Cookie settings</Link>
        </Trans>
      </p>
      <div className="cookie-banner-actions">
        <button type="button" className="cookie-banner-secondary" onClick={() => choose(false)}>
          <Trans>Necessary only</Trans>
        </button>
        <button type="button" className="cookie-banner-primary" onClick={() => choose(true)}>
          <Trans>Accept all</Trans>
        </button>
      </div>
    </section>
  );
}
