// The words of a booking's payments and history. The server sends codes (docs/api.md, Staff API:
// StaffPayment.status, BookingEventEntry.action); one it adds later is shown as it comes.
import { useLingui } from '@lingui/react/macro';

export function useHistoryActionLabel(): (action: string) => string {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    hold: t`Booked`,
    pay: t`Paid`,
    check_in: t`Checked in`,
    complete: t`Completed`,
    no_show: t`No-show`,
    cancel: t`Cancelled`,
    expire: t`Expired`,
    refund: t`Refunded`,
    // A late payment confirmed from the refunds queue (docs/product-rules.md, The day at the branch).
    honour: t`Payment honoured`,
    create: t`Booked at the desk`,
    pay_declined: t`Card declined`,
    send_payment_link: t`Payment link sent`,
    // Changes the customer made online (docs/product-rules.md, Changes by the customer).
    customer_cancel: t`Cancelled by the customer`,
    customer_move: t`Moved by the customer`,
  };
  return (action) => labels[action] ?? action;
}

export function usePaymentStatusLabel(): (status: string) => string {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    paid: t`Paid`,
    pending: t`Pending`,
    failed: t`Failed`,
    refund_required: t`To refund`,
    refunded: t`Refunded`,
    // Money a cheaper move gave back (docs/product-rules.md, Changes by the customer).
    move_refund_pending: t`Move difference going back`,
    move_refund_done: t`Move difference given back`,
    move_refund_failed: t`Move difference refund failed: refund it by hand`,
  };
  return (status) => labels[status] ?? status;
}

/** Payment methods and the history's who and channel details. */
export function useWordLabel(): (word: string) => string {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    card: t`Card`,
    qr: t`QR PromptPay`,
    alipay: 'Alipay',
    wechat: 'WeChat Pay',
    unionpay: 'UnionPay',
    wallet: t`Wallet`,
    gateway: t`Back through the payment gateway`,
    counter_cash: t`Cash at the counter`,
    counter_card: t`Card at the counter`,
    customer: t`Customer`,
    system: t`System`,
    isbs: t`Web`,
    kiosk: t`Kiosk`,
    ext: t`Partner`,
    staff: t`Staff`,
  };
  return (word) => labels[word] ?? word;
}
