import { useLingui } from '@lingui/react/macro';
import type { PaymentMethod } from '@sabai/state';

/** Each gateway payment method in the reader's language (the web's checkout, the kiosk's). */
export function usePaymentMethodLabels(): Record<PaymentMethod, string> {
  const { t } = useLingui();
  return {
    card: t`Credit or debit card`,
    qr: t`Thai QR (PromptPay)`,
    alipay: t`Alipay`,
    wechat: t`WeChat Pay`,
    unionpay: t`UnionPay`,
  };
}
