import { Trans, useLingui } from '@lingui/react/macro';
import { toBranchLocal } from '@sabai/booking-rules';
import { brandAtom } from '@sabai/state';
import { BrandLogo } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import styles from './ads-page.module.css';
import { useReducedMotion } from './use-reduced-motion';
import { useRotation } from './use-rotation';
import { useWakeOnActivity } from './use-wake-on-activity';

export const AD_ROTATION_MS = 8000;
/** An ad's days are Thailand's calendar (docs/product-rules.md, Kiosk screens). */
const ADS_TIME_ZONE = 'Asia/Bangkok';

/** The ads whose first and last days (either may be open) hold `today`. */
export function adsRunningOn<Ad extends { first_day?: string | null; last_day?: string | null }>(
  ads: readonly Ad[],
  today: string,
): Ad[] {
  return ads.filter(
    (ad) => (!ad.first_day || ad.first_day <= today) && (!ad.last_day || today <= ad.last_day),
  );
}

/**
 * The screen an idle kiosk shows: the brand's ads, one at a time, every 8 s (not at all for people who
 * asked for reduced motion). The whole screen is one button: any touch, key or move returns to the
 * kiosk home (docs/product-rules.md, Kiosk).
 */
export function AdsPage() {
  const brand = useAtomValue(brandAtom);
  const ads = adsRunningOn(brand?.ads ?? [], toBranchLocal(Date.now(), ADS_TIME_ZONE).date);
  const index = useRotation(ads.length, AD_ROTATION_MS, useReducedMotion());
  const navigate = useNavigate();
  const screen = useRef<HTMLDivElement>(null);
  const { t } = useLingui();
  useWakeOnActivity(useCallback(() => void navigate('/'), [navigate]));
  // Start on the button, so a screen reader announces what to do and any key wakes the kiosk.
  useEffect(() => screen.current?.focus({ preventScroll: true }), []);
  const ad = ads[index];

  return (
    <main id="main" className={styles.page}>
      <h1 className="visually-hidden">{brand?.name}</h1>
      <div
        ref={screen}
        role="button"
        tabIndex={0}
        className={styles.screen}
        aria-label={t`Touch anywhere to start`}
        aria-describedby={ad ? 'ad-title' : undefined}
      >
        {ad ? (
          <div key={index} className={styles.slide} data-testid="ad-slide">
            <img className={styles.image} src={ad.image} alt="" />
            <div className={styles.caption}>
              <h2 id="ad-title" className={styles.title}>
                {ad.title}
              </h2>
              <p className={styles.body}>{ad.body}</p>
            </div>
          </div>
        ) : (
          <div className={styles.slide}>
            <BrandLogo height={160} />
          </div>
        )}
        {ads.length > 1 && (
          <ol className={styles.dots} aria-hidden="true">
            {ads.map((item, i) => (
              <li key={`${i}-${item.title}`} className={i === index ? styles.currentDot : styles.dot} />
            ))}
          </ol>
        )}
        <p className={styles.hint} aria-hidden="true">
          <Trans>Touch anywhere to start</Trans>
        </p>
      </div>
    </main>
  );
}
