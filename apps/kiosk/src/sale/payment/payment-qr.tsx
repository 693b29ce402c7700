import { Trans, useLingui } from '@lingui/react/macro';
import { useBookingCatalog, useOrderSummary } from '@sabai/booking-journey';
import { forcedProductIds } from '@sabai/booking-rules';
import { formatMoney } from '@sabai/i18n';
import { QrImage } from '@sabai/ui/booking';
import { useMemo } from 'react';
import styles from '../sale.module.css';

/** The gateway's code for the customer's phone, and the amount it pays (the server's figure). */
export function PaymentQr({ qrText }: { qrText: string | null | undefined }) {
  const { catalog } = useBookingCatalog();
  const forced = useMemo(() => forcedProductIds(catalog), [catalog]);
  const { summary } = useOrderSummary(forced);
  const { t } = useLingui();
  if (!qrText) {
    return (
      <p className={styles.problem} role="alert">
        <Trans>This payment method cannot show a code here. Please choose another.</Trans>
      </p>
    );
  }
  return (
    <>
      <p className={styles.lead}>
        <Trans>Scan this code with your banking or wallet app on your phone.</Trans>
      </p>
      <QrImage value={qrText} size={320} alt={t`Payment QR code`} />
      {summary && (
        <p className={styles.lead} data-testid="amount-due">
          <Trans>Amount to pay: {formatMoney(summary.amount)}</Trans>
        </p>
      )}
    </>
  );
}
