import { Trans, useLingui } from '@lingui/react/macro';
import { brandAtom, cookieChoiceNeededAtom, isLoggedInAtom } from '@sabai/state';
import { BrandLogo, LanguageMenu, usePageHeadingFocus } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import '../legal/cookie-banner.css';
import styles from './default-layout.module.css';
import { MenuLinks } from './menu-links';
import { menuItems } from './menu-items';
import { MenuOrBackButton } from './menu-or-back-button';

// Only a visitor who has not chosen yet sees the banner, so only they load it.
const CookieBanner = lazy(() => import('../legal/cookie-banner').then((m) => ({ default: m.CookieBanner })));

/**
 * Top bar with logo, menu and language switcher. On a phone the menu moves into a side drawer and a bottom
 * bar; away from the front page a back arrow takes the drawer button's place (docs/product-rules.md, Screens
 * and routes).
 */
export function DefaultLayout() {
  const brand = useAtomValue(brandAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const cookieChoiceNeeded = useAtomValue(cookieChoiceNeededAtom);
  const { pathname } = useLocation();
  const drawer = useRef<HTMLDialogElement>(null);
  const { t } = useLingui();
  usePageHeadingFocus();
  const items = menuItems({
    loggedIn,
    faqUrl: brand?.url.faq ?? '',
    customerUrl: brand?.url.customer ?? '/member',
  });
  const isFront = pathname === '/';

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className={styles.topBar}>
        <MenuOrBackButton isFront={isFront} onOpenMenu={() => drawer.current?.showModal()} />
        <Link to="/" className={styles.logo} aria-label={t`Home`}>
          <BrandLogo height={36} />
        </Link>
        <nav className={`${styles.desktopNav} ${styles.desktopOnly}`} aria-label={t`Main menu`}>
          <MenuLinks items={items} className={styles.navLink} />
        </nav>
        <LanguageMenu className={styles.language} />
      </header>

      <dialog
        ref={drawer}
        className={styles.drawer}
        aria-label={t`Menu`}
        onClick={(e) => e.target === drawer.current && drawer.current?.close()}
      >
        <nav aria-label={t`Main menu`}>
          <MenuLinks items={items} className={styles.drawerLink} onNavigate={() => drawer.current?.close()} />
        </nav>
        <button type="button" className={styles.drawerClose} onClick={() => drawer.current?.close()}>
          <Trans>Close</Trans>
        </button>
      </dialog>

      <div className={styles.content}>
        <Outlet />
      </div>
      {cookieChoiceNeeded && (
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      )}

      <nav className={`${styles.bottomBar} ${styles.mobileOnly}`} aria-label={t`Quick links`}>
        <MenuLinks items={items.filter((item) => item.inBottomBar)} className={styles.bottomLink} />
      </nav>
    </div>
  );
}
