import { Trans, useLingui } from '@lingui/react/macro';
import { closeSnackbarAtom, localeAtom } from '@sabai/state';
import { BrandLogo, Snackbar, useLocaleSwitch, usePageHeadingFocus } from '@sabai/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { kioskIdleSettingsAtom } from '../idle/idle.atoms';
import { kioskDeviceApi, kioskDeviceAtom } from '../device/kiosk-device';
import { kioskHomeLocale } from '../idle/home-locale';
import { idleTimeoutMs } from '../idle/idle-settings';
import { useIdle } from '../idle/use-idle';
import { useHandOver } from '../sale/hand-over';
import styles from './kiosk-layout.module.css';
import { useKioskRouteHandle } from './kiosk-route-handle';
import { LanguageButtons } from './language-buttons';
import { LoadingOverlay } from './loading-overlay';
import { useNoContextMenu } from './use-no-context-menu';

/** Where an idle kiosk goes, relative to the router's /kiosk basename. */
export const ADS_PATH = '/ads';

/**
 * The kiosk frame (docs/product-rules.md, Screens and routes): no menu; a notification bar, an idle detector
 * that hands an unattended screen back to the ads, and a loading overlay. Pages that do not draw their own
 * header get the logo and the language buttons on top.
 */
export function KioskLayout() {
  const handle = useKioskRouteHandle();
  const settings = useAtomValue(kioskIdleSettingsAtom);
  const closeSnackbar = useSetAtom(closeSnackbarAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useLingui();
  usePageHeadingFocus();
  useNoContextMenu();

  const locale = useAtomValue(localeAtom);
  const setDevice = useSetAtom(kioskDeviceAtom);
  const switchLocale = useLocaleSwitch();
  const handOver = useHandOver();
  const goIdle = useCallback(() => {
    closeSnackbar();
    // Nothing of one customer for the next: the language goes back to the kiosk's own.
    const home = kioskHomeLocale(navigator.languages);
    if (locale !== home) void switchLocale(home);
    // Between customers the kiosk asks whether it is still paired: a device revoked in admin shows the
    // pairing screen at its next idle, not only at its next restart.
    kioskDeviceApi(() => home)
      .current()
      .then((device) => device === null && setDevice(null))
      .catch(() => undefined);
    void navigate(ADS_PATH);
  }, [closeSnackbar, navigate, locale, switchLocale, setDevice]);
  useIdle(idleTimeoutMs(handle.idle, settings), goIdle, location.key);
  // Home and the ads are between customers, however the kiosk got there (finished, cancelled, idle): the last
  // customer's hold, session and draft end on arrival (docs/product-rules.md, Kiosk). After the page has
  // changed, so the sale's page that is left never sees its draft emptied under it.
  const betweenCustomers = handle.idle === 'home' || location.pathname === ADS_PATH;
  useEffect(() => {
    if (betweenCustomers) handOver();
  }, [betweenCustomers, handOver]);

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Snackbar variant="kiosk" />
      {handle.topBar !== false && (
        <header className={styles.topBar}>
          <Link to="/" className={styles.logo} aria-label={t`Home`}>
            <BrandLogo height={48} />
          </Link>
          <LanguageButtons className={styles.language} />
        </header>
      )}
      <div className={styles.content}>
        <Outlet />
      </div>
      <LoadingOverlay />
    </div>
  );
}
