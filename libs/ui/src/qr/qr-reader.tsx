// Reads a QR code two ways at once (docs/architecture.md, Shared UI): the camera, loaded only when the
// reader is shown, and a field that a handheld scanner types the code and Enter into. The admin's check-in
// and member lookup use it; a kiosk reads members and bookings the same way.
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import styles from './qr-reader.module.css';

const CameraScanner = lazy(async () => ({ default: (await import('./camera-scanner')).CameraScanner }));

export interface QrReaderProps {
  /** A code read: every code the handheld field submits, a code the camera sees once per code. */
  onText: (text: string) => void;
  /** The label of the handheld scanner's field, naming what to scan. */
  fieldLabel: string;
  /** The submit button's words (the field's Enter does the same). */
  submitLabel: string;
  /** While a code is being handled: the camera pauses and the button waits. */
  busy: boolean;
  /** Without a camera (a desk that uses a handheld scanner only). */
  camera?: boolean;
}

function HandheldField({ busy, onText, fieldLabel, submitLabel }: Omit<QrReaderProps, 'camera'>) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onText(text);
    // Ready for the next code.
    setText('');
  };
  return (
    <form className={styles.handheld} onSubmit={submit}>
      <label>
        {fieldLabel}
        <input value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" autoFocus />
      </label>
      <button type="submit" disabled={busy || !text.trim()}>
        {submitLabel}
      </button>
    </form>
  );
}

function CameraProblem({ reason }: { reason: string }) {
  const { t } = useLingui();
  return (
    <p>
      {reason === 'permission-denied'
        ? t`The camera is not allowed in this browser. Use the handheld scanner field.`
        : t`No camera is available. Use the handheld scanner field.`}
    </p>
  );
}

export function QrReader({ onText, fieldLabel, submitLabel, busy, camera = true }: QrReaderProps) {
  const [cameraProblem, setCameraProblem] = useState<string | null>(null);
  const last = useRef('');
  // The camera sees the same code many times a second: one call per code shown.
  const fromCamera = (text: string) => {
    if (text === last.current) return;
    last.current = text;
    onText(text);
  };
  return (
    <div className={styles.reader}>
      <HandheldField busy={busy} onText={onText} fieldLabel={fieldLabel} submitLabel={submitLabel} />
      {camera && (
        <div className={styles.camera}>
          {cameraProblem ? (
            <CameraProblem reason={cameraProblem} />
          ) : (
            <Suspense fallback={<Trans>Starting the camera…</Trans>}>
              <CameraScanner onText={fromCamera} onUnavailable={setCameraProblem} paused={busy} />
            </Suspense>
          )}
        </div>
      )}
    </div>
  );
}
