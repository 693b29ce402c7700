// "Cancel booking" on the booking's own page (docs/product-rules.md, Changes by the customer): shown while the
// brand lets the customer cancel, with the cut-off in the branch's time and what money goes back; a second look in
// a dialog, then the server decides (it refuses after the cut-off, whatever this page showed).
import { Trans, useLingui } from '@lingui/react/macro';
import { CancelMyBookingDocument, errorText } from '@sabai/graphql';
import { formatInstant } from '@sabai/i18n';
import { localeAtom, showSnackbarAtom } from '@sabai/state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useRef } from 'react';
import { useMutation } from 'urql';
import styles from './booking.module.css';

export interface CancelBookingProps {
  id: string;
  token: string;
  no: string;
  selfCancel: { until: string; refund: string };
  timeZone: string;
  onCancelled(): void;
}

export function CancelBooking({ id, token, no, selfCancel, timeZone, onCancelled }: CancelBookingProps) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, cancel] = useMutation(CancelMyBookingDocument);
  const until = formatInstant(selfCancel.until, locale, timeZone);
  const money =
    selfCancel.refund === 'wallet'
      ? t`What you paid goes back to your wallet (or to your card, for a booking without an account).`
      : selfCancel.refund === 'gateway'
        ? t`What you paid goes back to the card or account you paid with.`
        : t`Payments are non-refundable.`;
  const confirm = async () => {
    const { error } = await cancel({ id, token }, { quietErrors: true });
    dialog.current?.close();
    if (error) showSnackbar({ message: errorText(error), source: 'graphql' });
    else {
      showSnackbar({ message: t`Booking ${no} is cancelled.`, color: 'success' });
      onCancelled();
    }
  };
  return (
    <>
      <p className={styles.note}>
        <Trans>
          You can cancel this booking until {until}. {money}
        </Trans>
      </p>
      <button type="button" className={styles.secondary} onClick={() => dialog.current?.showModal()}>
        <Trans>Cancel booking</Trans>
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="cancel-title">
        <h2 id="cancel-title">{t`Cancel booking ${no}?`}</h2>
        <p>{money}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()}>
            <Trans>Keep my booking</Trans>
          </button>
          <button
            type="button"
            className={styles.primary}
            disabled={state.fetching}
            onClick={() => void confirm()}
          >
            <Trans>Yes, cancel it</Trans>
          </button>
        </div>
      </dialog>
    </>
  );
}
