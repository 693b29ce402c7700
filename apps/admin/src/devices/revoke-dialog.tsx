import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { DeviceRow } from './devices-table';
import styles from './devices.module.css';
import { showDialog } from '../layout/show-dialog';

export interface RevokeDialogProps {
  /** The device asked about; null when closed. */
  device: DeviceRow | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Revoking ends the kiosk at its next request (docs/access.md, Kiosk devices): a second look first. */
export function RevokeDialog({ device, busy, onConfirm, onClose }: RevokeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useLingui();
  useEffect(() => showDialog(ref.current, device !== null), [device]);
  const name = device?.name ?? '';
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="revoke-title" onClose={onClose}>
      {device && (
        <form
          method="dialog"
          onSubmit={(e) => {
            e.preventDefault();
            onConfirm();
          }}
        >
          <h2 id="revoke-title">{t`Revoke ${name}?`}</h2>
          <p>
            {device.state === 'paired' ? (
              <Trans>
                The kiosk stops at its next request and shows the pairing screen; it needs a new code to work
                again.
              </Trans>
            ) : (
              <Trans>Its pairing code stops working at once.</Trans>
            )}
          </p>
          <div className={styles.dialogActions}>
            <button type="button" onClick={onClose}>
              <Trans>Keep it</Trans>
            </button>
            <button type="submit" className={styles.danger} disabled={busy}>
              <Trans>Revoke</Trans>
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
