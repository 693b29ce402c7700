import { Trans, useLingui } from '@lingui/react/macro';
import { useBranches, useConfirmedBooking } from '@sabai/booking-journey';
import { PageLoading } from '@sabai/ui';
import { TaxInvoiceDocument } from '@sabai/graphql';
import { BookingDetails, BookingQr, TaxInvoiceSheet } from '@sabai/ui/booking';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import styles from './print-page.module.css';
import { withWebJourney } from './with-web-journey';

/**
 * /book/print/{no?}: the booking on paper, A4 by default or an 80 mm receipt (?format=receipt), with its full
 * tax invoice when one was issued (docs/product-rules.md, VAT).
 */
export const PrintPage = withWebJourney(function PrintPage() {
  const { booking, id, token, loading } = useConfirmedBooking();
  const { branches } = useBranches();
  const [params, setParams] = useSearchParams();
  const receipt = params.get('format') === 'receipt';
  const [{ data: invoice }] = useQuery({ query: TaxInvoiceDocument, variables: { id, token }, pause: !id });
  const taxInvoice = invoice?.prebooking?.tax_invoice;
  const { t } = useLingui();
  if (loading) return <PageLoading />;
  if (!booking?.booking_no) {
    return (
      <main id="main" className={styles.sheet}>
        <h1>{t({ id: 'error.booking.notFound', message: 'Booking not found' })}</h1>
      </main>
    );
  }
  const branch = branches.find((b) => b.id === booking.branch_id);
  return (
    <main id="main" className={receipt ? `${styles.sheet} ${styles.receipt}` : styles.sheet}>
      <div className={styles.toolbar}>
        <button type="button" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </button>
        <button
          type="button"
          aria-pressed={receipt}
          onClick={() =>
            setParams((p) => {
              if (receipt) p.delete('format');
              else p.set('format', 'receipt');
              return p;
            })
          }
        >
          <Trans>80 mm receipt</Trans>
        </button>
      </div>
      <h1>{branch?.name ?? t`Booking`}</h1>
      <BookingQr
        value={`${window.location.origin}/book/${id}?token=${encodeURIComponent(token)}`}
        bookingNo={booking.booking_no}
      />
      <BookingDetails booking={booking} branch={branch} />
      <p className={styles.small}>
        <Trans>
          Please arrive 15 minutes early; a later arrival counts as a no-show. Payments are non-refundable.
        </Trans>
      </p>
      {taxInvoice && <TaxInvoiceSheet invoice={taxInvoice} className={styles.taxInvoice} />}
    </main>
  );
});
