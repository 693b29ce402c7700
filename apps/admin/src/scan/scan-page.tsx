// Check-in at the desk by the booking's QR code (docs/api.md, Staff API): the camera, or a handheld
// scanner that types the link and Enter into the field; both send checkInBooking({ qr }).
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { ScanResult } from './scan-result';
import styles from './scan-page.module.css';
import { useCheckInByQr } from './use-check-in-by-qr';

const CameraScanner = lazy(async () => ({ default: (await import('./camera-scanner')).CameraScanner }));

function HandheldField({ busy, onText }: { busy: boolean; onText: (text: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onText(text);
    // Ready for the next guest's code.
    setText('');
  };
  return (
    <form className={styles.handheld} onSubmit={submit}>
      <label>
        {t`Booking QR code (handheld scanner)`}
        <input value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" autoFocus />
      </label>
      <button type="submit" disabled={busy || !text.trim()}>
        <Trans>Check in</Trans>
      </button>
    </form>
  );
}

function useCameraMessage() {
  const { t } = useLingui();
  return (reason: string) =>
    reason === 'permission-denied'
      ? t`The camera is not allowed in this browser. Use the handheld scanner field.`
      : t`No camera is available. Use the handheld scanner field.`;
}

export function ScanPage() {
  const { submit, fetching, outcome } = useCheckInByQr();
  const [cameraProblem, setCameraProblem] = useState<string | null>(null);
  const cameraMessage = useCameraMessage();
  const last = useRef('');
  // The camera sees the same code many times a second: one check-in per code shown.
  const fromCamera = (text: string) => {
    if (text === last.current) return;
    last.current = text;
    void submit(text);
  };
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Scan to check in</Trans>
      </h1>
      <HandheldField busy={fetching} onText={(text) => void submit(text)} />
      {outcome && <ScanResult outcome={outcome} />}
      <div className={styles.camera}>
        {cameraProblem ? (
          <p>{cameraMessage(cameraProblem)}</p>
        ) : (
          <Suspense fallback={null}>
            <CameraScanner onText={fromCamera} onUnavailable={setCameraProblem} paused={fetching} />
          </Suspense>
        )}
      </div>
    </main>
  );
}
