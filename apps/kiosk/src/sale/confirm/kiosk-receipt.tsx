import { Trans } from '@lingui/react/macro';
import type { ApiBranch } from '@sabai/booking-journey';
import { BranchProductsDocument } from '@sabai/graphql';
import { THAI_VAT_PERCENT } from '@sabai/booking-rules';
import { brandAtom } from '@sabai/state';
import { Money } from '@sabai/ui';
import { BookingDetails, BookingQr, type ConfirmedBooking } from '@sabai/ui/booking';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useQuery } from 'urql';
import styles from './kiosk-receipt.module.css';
import { usePrintOnce } from './use-print-once';

export interface KioskReceiptProps {
  booking: ConfirmedBooking;
  bookingNo: string;
  branch: ApiBranch | undefined;
  /** The check-in link the QR holds, the same as on screen. */
  checkInLink: string;
}

/**
 * The slip the kiosk's 80 mm thermal printer gives the customer: only printed, never shown. It sits directly
 * in <body> so the print stylesheet can leave out the whole app beside it. It prints itself once the QR code
 * and the treatments' names are there (a slip printed earlier would lack them).
 */
export function KioskReceipt({ booking, bookingNo, branch, checkInLink }: KioskReceiptProps) {
  const brand = useAtomValue(brandAtom);
  const [qrDrawn, setQrDrawn] = useState(false);
  const [{ data: products }] = useQuery({
    query: BranchProductsDocument,
    variables: { branch: booking.branch_id },
  });
  usePrintOnce(bookingNo, qrDrawn && Boolean(products));
  return createPortal(
    <section className={styles.receipt} aria-hidden="true" data-testid="receipt">
      {brand && <p className={styles.brand}>{brand.name}</p>}
      <BookingDetails booking={booking} branch={branch} />
      {booking.payment.vat > 0 && (
        // Prices include VAT (docs/product-rules.md, VAT): the receipt says how much of the total it is.
        <p className={styles.vat}>
          <Trans>
            Including VAT {THAI_VAT_PERCENT}%: <Money amount={booking.payment.vat} />
          </Trans>
        </p>
      )}
      <BookingQr value={checkInLink} bookingNo={bookingNo} onDrawn={() => setQrDrawn(true)} />
      <p className={styles.footer}>
        <Trans>Show this QR code at the reception.</Trans>
      </p>
    </section>,
    document.body,
  );
}
