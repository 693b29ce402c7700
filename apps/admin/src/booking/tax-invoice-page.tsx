// /admin/booking/:id/tax-invoice: the booking's full tax invoice as the server issued it, on an A4 page to print
// (docs/product-rules.md, VAT): the same document the customer's confirmation and the kiosk's receipt show; when the
// paid booking was cancelled, the credit note that cancelled it follows on a page of its own.
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import { StaffTaxInvoiceDocument } from '@sabai/graphql/staff';
import { LoadError, PageLoading } from '@sabai/ui';
import { TaxInvoiceSheet } from '@sabai/ui/booking';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import retry from '../layout/retry.module.css';
import styles from './tax-invoice-page.module.css';

// The page says a refusal itself; one constant, as urql asks again when the context changes.
const QUIET = { quietErrors: true };

export function TaxInvoicePage() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: StaffTaxInvoiceDocument,
    variables: { id },
    requestPolicy: 'cache-and-network',
    context: QUIET,
  });
  const booking = data?.staffBooking;
  if (!booking && fetching) return <PageLoading />;
  const invoice = booking?.issued_tax_invoice;
  const creditNote = booking?.issued_credit_note;
  const noteNumber = creditNote?.number ?? '';
  return (
    <main id="main" className={styles.page}>
      <p className={styles.noPrint}>
        <Link to={`/booking/${encodeURIComponent(id)}`} className={styles.back}>
          <Trans>Back to the booking</Trans>
        </Link>
      </p>
      {error && !booking && (
        <LoadError
          retryClassName={retry.retry}
          message={errorText(error)}
          onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        />
      )}
      {booking && !invoice && <p role="status">{t`No tax invoice was issued for this booking.`}</p>}
      {invoice && (
        <>
          <h1 className="visually-hidden">{t`Tax invoice ${invoice.number}`}</h1>
          <button
            type="button"
            className={`${styles.print} ${styles.noPrint}`}
            onClick={() => window.print()}
          >
            <Trans>Print</Trans>
          </button>
          <TaxInvoiceSheet invoice={invoice} className={styles.sheet} />
          {creditNote && (
            <>
              <h2 className="visually-hidden">{t`Credit note ${noteNumber}`}</h2>
              <TaxInvoiceSheet invoice={creditNote} className={`${styles.sheet} ${styles.nextPage}`} />
            </>
          )}
        </>
      )}
    </main>
  );
}
