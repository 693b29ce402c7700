import { Trans, useLingui } from '@lingui/react/macro';
import type { RefundChoice } from '@sabai/graphql/staff';
import { useEffect, useRef, useState } from 'react';
import styles from './booking-page.module.css';
import type { CancelChoice } from './use-booking-action';
import { showDialog } from '../layout/show-dialog';

export interface CancelDialogProps {
  open: boolean;
  busy: boolean;
  /** Wallet refunds are for members only (docs/api.md, Staff API). */
  member: boolean;
  /** Money back needs the refund permission (docs/access.md, Permission table); others cancel with none. */
  mayRefund: boolean;
  onConfirm: (choice: CancelChoice) => void;
  onClose: () => void;
}

/** Cancelling asks where the money goes and why, in a modal dialog (Escape closes it). */
export function CancelDialog({ open, busy, member, mayRefund, onConfirm, onClose }: CancelDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [refund, setRefund] = useState<RefundChoice>(mayRefund ? 'gateway' : 'none');
  const [reason, setReason] = useState('');
  const { t } = useLingui();

  useEffect(() => showDialog(ref.current, open), [open]);

  const choices: { value: RefundChoice; label: string }[] = [
    ...(mayRefund && member ? [{ value: 'wallet' as const, label: t`To the member's wallet` }] : []),
    ...(mayRefund ? [{ value: 'gateway' as const, label: t`Back through the payment gateway` }] : []),
    { value: 'none', label: t`No refund` },
  ];

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="cancel-title" onClose={onClose}>
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm({ refund, reason });
        }}
      >
        <h2 id="cancel-title">
          <Trans>Cancel this booking?</Trans>
        </h2>
        <fieldset className={styles.choices}>
          <legend>
            <Trans>Refund</Trans>
          </legend>
          {choices.map((choice) => (
            <label key={choice.value} className={styles.choice}>
              <input
                type="radio"
                name="refund"
                value={choice.value}
                checked={refund === choice.value}
                onChange={() => setRefund(choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
        <label className={styles.reason}>
          <Trans>Reason</Trans>
          <textarea value={reason} maxLength={500} rows={3} onChange={(e) => setReason(e.target.value)} />
        </label>
        <div className={styles.dialogActions}>
          <button type="button" onClick={onClose}>
            <Trans>Keep the booking</Trans>
          </button>
          <button type="submit" className={styles.danger} disabled={busy}>
            <Trans>Cancel booking</Trans>
          </button>
        </div>
      </form>
    </dialog>
  );
}
