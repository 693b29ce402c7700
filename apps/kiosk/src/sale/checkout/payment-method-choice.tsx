import { useLingui } from '@lingui/react/macro';
import type { PaymentMethod } from '@sabai/state';
import { usePaymentMethodLabels } from '@sabai/ui/booking';
import styles from '../sale.module.css';

/** The ways to pay on the kiosk's screen: QR codes the customer's phone scans, or a card at the gateway. */
export const KIOSK_METHODS: readonly PaymentMethod[] = ['qr', 'card', 'alipay', 'wechat'];

export interface PaymentMethodChoiceProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

export function PaymentMethodChoice({ value, onChange }: PaymentMethodChoiceProps) {
  const { t } = useLingui();
  const labels = usePaymentMethodLabels();
  return (
    <section aria-labelledby="payment-method-title">
      <h2 id="payment-method-title">{t`Payment method`}</h2>
      <div className={styles.list} role="radiogroup" aria-labelledby="payment-method-title">
        {KIOSK_METHODS.map((method) => (
          <button
            key={method}
            type="button"
            role="radio"
            aria-checked={method === value}
            className={styles.choice}
            onClick={() => onChange(method)}
          >
            {labels[method]}
          </button>
        ))}
      </div>
    </section>
  );
}
