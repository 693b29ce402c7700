// The QR a kiosk draws on its own screen (docs/api.md, Payment): a PromptPay order carries the PromptPay payload
// of its amount, the same on a repeated ask; a card order carries none.
import { usePaymentServer } from '../../test/payment-harness';
import { oneEngine } from '../../test/test-database';
import { promptPayPayload } from '../dev/payment-sandbox/promptpay-payload';
import { SANDBOX_PROMPTPAY_PHONE } from '../dev/payment-sandbox/sandbox-qr-text';

const ORDER = `mutation ($input: KPaymentOrderInput!) { kpaymentOrder(input: $input) { id amount qr_text } }`;

// 100 (locker) + 650 (Thai massage 60) THB, as the harness's booking is priced.
const AMOUNTS = { sub_total: 750, discount: 0, tier_discount: 0, grand_total: 750 };

describe.each(oneEngine)('the QR text of a payment order on %s', (engine) => {
  const h = usePaymentServer(engine);

  const order = async (booking: { booking_id: string; token: string }, method: string) =>
    (
      await h.server.graphql<{ kpaymentOrder: { id: string; amount: number; qr_text: string | null } }>(
        ORDER,
        {
          input: { id: booking.booking_id, token: booking.token, payment_method: method, ...AMOUNTS },
        },
      )
    ).body.data?.kpaymentOrder;

  it('is the PromptPay payload of the amount for Thai QR, the same when the order is asked again', async () => {
    const booking = await h.aHeldBooking();
    const first = await order(booking, 'qr');
    expect(first?.qr_text).toBe(promptPayPayload({ phone: SANDBOX_PROMPTPAY_PHONE, amountSatang: 75_000 }));
    expect(await order(booking, 'qr')).toEqual(first);
  });

  it('is the hosted page for a wallet, and null for card', async () => {
    const wallet = await order(await h.aHeldBooking('15:00'), 'alipay');
    expect(wallet?.qr_text).toMatch(/^http:\/\/localhost:3000\/sandbox\/kpayment\/chrg_test_[0-9a-f]+$/);
    expect((await order(await h.aHeldBooking('17:00'), 'card'))?.qr_text).toBeNull();
  });
});
