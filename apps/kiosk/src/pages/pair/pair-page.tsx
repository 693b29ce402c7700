// /kiosk/pair (docs/access.md, Kiosk devices): a new kiosk is set up by entering the one-time code made in
// admin (or printed by `npm run kiosk:pair`). The server answers with the device and its cookie; from then on
// the kiosk sells for the device's branch.
import { Trans } from '@lingui/react/macro';
import { PageLoading } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { kioskDeviceAtom } from '../../device/kiosk-device';
import styles from './pair-page.module.css';

// The form's code (react-hook-form, valibot, the keypad: 17 KB) comes after the page's words have painted, not
// before them (docs/decisions.md, "The kiosk's pairing form comes after its words").
const PairForm = lazy(() => import('./pair-form').then((m) => ({ default: m.PairForm })));

/** True once the next frame has been rendered (the page's first paint), from a task after it. */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

export function PairPage() {
  const device = useAtomValue(kioskDeviceAtom);
  const painted = useAfterFirstPaint();
  // A paired kiosk has nothing to do here.
  if (device) return <Navigate to="/" replace />;
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Pair this kiosk</Trans>
      </h1>
      <p>
        <Trans>Enter the eight-digit code made for this kiosk in admin (Kiosk devices).</Trans>
      </p>
      {/* Until the form is there, screen readers hear that it is coming; on screen the words stand alone. */}
      {painted ? (
        <Suspense fallback={<PageLoading />}>
          <PairForm />
        </Suspense>
      ) : (
        <PageLoading />
      )}
    </main>
  );
}
