// The words of a report's channels and payment methods; a code the server adds later is shown as it comes.
import { useLingui } from '@lingui/react/macro';

export function useChannelLabel(): (channel: string) => string {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    isbs: t`Web`,
    ext: t`Web (partner link)`,
    kiosk: t`Kiosk`,
    staff: t`Staff`,
  };
  return (channel) => labels[channel] ?? channel;
}

export function useMethodLabel(): (method: string) => string {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    card: t`Card`,
    qr: t`Thai QR (PromptPay)`,
    alipay: t`Alipay`,
    wechat: t`WeChat Pay`,
    unionpay: t`UnionPay`,
    wallet: t`Wallet`,
    points: t`Points`,
    course: t`Prepaid course`,
    counter_cash: t`Cash at the counter`,
    counter_card: t`Card at the counter`,
  };
  return (method) => labels[method] ?? method;
}
