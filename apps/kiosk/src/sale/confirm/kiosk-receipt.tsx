import { Trans } from '@lingui/react/macro';
import type { ApiBranch } from '@sabai/booking-journey';
import { BranchProductsDocument, TaxInvoiceDocument } from '@sabai/graphql';
import { THAI_VAT_PERCENT } from '@sabai/booking-rules';
import { brandAtom } from '@sabai/state';
import { Money } from '@sabai/ui';
import { BookingDetails, BookingQr, TaxInvoiceSheet, type ConfirmedBooking } from '@sabai/ui/booking';
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
  /** The booking's id and secret, which open its tax invoice. */
  bookingId: string;
  token: string;
}

/**
 * The slip the kiosk's 80 mm thermal printer gives the customer: only printed, never shown. It sits directly
 * in <body> so the print stylesheet can leave out the whole app beside it. It prints itself once the QR code
 * and the treatments' names are there (a slip printed earlier would lack them).
 */
export function KioskReceipt({
  booking,
  bookingNo,
  branch,
  checkInLink,
  bookingId,
  token,
}: KioskReceiptProps) {
  const brand = useAtomValue(brandAtom);
  const [qrDrawn, setQrDrawn] = useState(false);
  const [{ data: products }] = useQuery({
    query: BranchProductsDocument,
    variables: { branch: booking.branch_id },
  });
  // The tax invoice, if the customer asked for one, prints on the same slip (docs/product-rules.md, VAT).
  const [{ data: invoice, error: invoiceError }] = useQuery({
    query: TaxInvoiceDocument,
    variables: { id: bookingId, token },
  });
  // A failed look-up still prints the slip, without the invoice.
  usePrintOnce(bookingNo, qrDrawn && Boolean(products) && Boolean(invoice ?? invoiceError));
  const taxInvoice = invoice?.prebooking?.tax_invoice;
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
      {taxInvoice && <TaxInvoiceSheet invoice={taxInvoice} className={styles.taxInvoice} />}
    </section>,
    document.body,
  );
}
