import { useLingui } from '@lingui/react/macro';
import { bookingAtom, paymentMethods } from '@sabai/state';
import { useAtom } from 'jotai';
import { usePaymentMethodLabels } from '@sabai/ui/booking';
import styles from './booking.module.css';

/** The gateway's payment methods; the choice is kept in the draft. */
export function CheckoutPaymentMethods() {
  const [booking, setBooking] = useAtom(bookingAtom);
  const { t } = useLingui();
  const labels = usePaymentMethodLabels();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t`Payment method`}</legend>
      {paymentMethods.map((method) => (
        <label key={method} className={styles.check}>
          <input
            type="radio"
            name="payment-method"
            value={method}
            checked={booking.payment.method === method}
            onChange={() => setBooking((b) => ({ ...b, payment: { method, redirectUrl: null } }))}
          />
          {labels[method]}
        </label>
      ))}
    </fieldset>
  );
}
