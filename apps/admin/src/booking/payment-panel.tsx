// The money of a held staff booking (docs/product-rules.md, Bookings made by staff), shown when the server's
// actions offer it: what is owed, a payment at the counter and the payment link by e-mail or SMS.
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentLinkChannel } from '@sabai/graphql/staff';
import { Money } from '@sabai/ui';
import type { StaffBookingDetail } from './booking-sections';
import styles from './booking-page.module.css';
import { CounterPaymentForm } from './counter-payment-form';
import { useDeskPayment } from './use-desk-payment';

export interface PaymentPanelProps {
  booking: StaffBookingDetail;
  /** After a payment or a link: the page asks for the booking again. */
  onChanged: () => void;
}

export function PaymentPanel({ booking, onChanged }: PaymentPanelProps) {
  const { t } = useLingui();
  const { busy, recordPayment, sendLink } = useDeskPayment();
  const atCounter = booking.actions.includes('pay_counter');
  const byLink = booking.actions.includes('send_payment_link');
  if (!atCounter && !byLink) return null;
  const send = (via: PaymentLinkChannel) =>
    void sendLink(booking.id, via).then((ok) => {
      if (ok) onChanged();
    });
  const linkTo = [
    ...(booking.contact_email ? [{ via: 'email' as const, label: t`Send payment link by e-mail` }] : []),
    ...(booking.contact_phone ? [{ via: 'sms' as const, label: t`Send payment link by SMS` }] : []),
  ];
  return (
    <section aria-labelledby="payment-title" className={styles.payment}>
      <h2 id="payment-title">{t`Take payment`}</h2>
      <p>
        <Trans>
          Owed: <Money amount={booking.owed} />
        </Trans>
      </p>
      {atCounter && (
        <CounterPaymentForm
          id={booking.id}
          owed={booking.owed}
          busy={busy}
          // A declined card is recorded too: the page shows the failed attempt either way.
          onSubmit={async (input, atField) => {
            await recordPayment(input, atField);
            onChanged();
          }}
        />
      )}
      {byLink && linkTo.length > 0 && (
        <div className={styles.actions} role="group" aria-label={t`Payment link`}>
          {linkTo.map(({ via, label }) => (
            <button
              key={via}
              type="button"
              className={styles.secondary}
              disabled={busy}
              onClick={() => send(via)}
            >
              {label}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
