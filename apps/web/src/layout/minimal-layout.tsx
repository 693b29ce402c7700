import { useLingui } from '@lingui/react/macro';
import { usePageHeadingFocus } from '@sabai/ui';
import { useLayoutEffect } from 'react';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { removeFirstPaintBanner } from '../legal/first-paint-banner';
import styles from './minimal-layout.module.css';

/**
 * Route ids on which the Minimal layout hides its back button (docs/product-rules.md, Screens and routes):
 * going back from these would resubmit a payment or revisit a finished booking.
 */
export const HIDE_BACK_ON = new Set(['book-uuid', 'book-thanks', 'book-kpayment-return', 'member-logout']);

/**
 * Only a back button: for the focused steps of booking and logging out. No cookie banner either: the one the
 * server wrote into the page for the first paint (it cannot tell this layout's routes) goes.
 */
export function MinimalLayout() {
  const matches = useMatches();
  const navigate = useNavigate();
  const { t } = useLingui();
  usePageHeadingFocus();
  useLayoutEffect(removeFirstPaintBanner, []);
  const hideBack = matches.some((match) => HIDE_BACK_ON.has(match.id));
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        {!hideBack && (
          <button
            type="button"
            className={styles.back}
            aria-label={t`Back`}
            onClick={() => void navigate(-1)}
          >
            <span aria-hidden="true">←</span>
          </button>
        )}
      </header>
      <Outlet />
    </div>
  );
}
