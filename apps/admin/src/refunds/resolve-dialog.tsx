import { Trans, useLingui } from '@lingui/react/macro';
import type { RefundResolution } from '@sabai/graphql/staff';
import { Money } from '@sabai/ui';
import { useEffect, useRef } from 'react';
import type { RefundRow } from './refunds-table';
import styles from './refunds.module.css';
import { showDialog } from '../layout/show-dialog';

export interface ResolveDialogProps {
  /** The payment and the way chosen; null when closed. */
  asked: { row: RefundRow; via: RefundResolution } | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

function Question({ row, via }: { row: RefundRow; via: RefundResolution }) {
  const amount = <Money amount={row.gateway_amount} />;
  const number = row.booking_no ?? '';
  switch (via) {
    case 'gateway':
      return <Trans>Give {amount} back through the payment gateway?</Trans>;
    case 'wallet':
      return <Trans>Credit {amount} to the member's wallet?</Trans>;
    case 'honour':
      return number ? (
        <Trans>Confirm booking {number} as paid with this payment, if its places are still free?</Trans>
      ) : (
        <Trans>Confirm the booking as paid with this payment, if its places are still free?</Trans>
      );
  }
}

/** Money moves only after a second look, in a modal dialog (Escape closes it). */
export function ResolveDialog({ asked, busy, onConfirm, onClose }: ResolveDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useLingui();
  useEffect(() => showDialog(ref.current, asked !== null), [asked]);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="resolve-title" onClose={onClose}>
      {asked && (
        <form
          method="dialog"
          onSubmit={(e) => {
            e.preventDefault();
            onConfirm();
          }}
        >
          <h2 id="resolve-title">{t`Resolve this payment?`}</h2>
          <p>
            <Question row={asked.row} via={asked.via} />
          </p>
          <div className={styles.dialogActions}>
            <button type="button" onClick={onClose}>
              <Trans>Not now</Trans>
            </button>
            <button type="submit" className={styles.primary} disabled={busy}>
              <Trans>Confirm</Trans>
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
