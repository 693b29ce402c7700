// The gateway's side of a payment order: the site the customer pays on, opening the charge outside any
// transaction (the gateway is another system), and waiting for a charge another request is opening.
import { sql } from 'kysely';
import { paymentReturnPath } from '../booking/booking-pages';
import type { BookingRow } from '../booking/booking.repository';
import { AppError } from '../core/app-error';
import type { Scope } from '../core/scope';
import type { Selectable } from 'kysely';
import type { PaymentOrderTable } from '../db/schema';

export type PaymentOrderRow = Selectable<PaymentOrderTable>;

/**
 * The site the customer pays on: the configured public URL, else the brand's first host with the scheme and
 * port the request came by (never the Host header itself, which the client chooses).
 */
export function siteUrl(scope: Scope): string {
  return (
    scope.settings.publicBaseUrl ??
    `${scope.origin.protocol}://${scope.brand.hosts[0] ?? 'localhost'}${scope.origin.portSuffix}`
  );
}

/** Asks the gateway for the charge outside any transaction (it is another system), then records it. */
export async function openCharge(
  scope: Scope,
  order: PaymentOrderRow,
  booking: BookingRow,
): Promise<PaymentOrderRow> {
  const base = order.site_url ?? siteUrl(scope);
  try {
    const charge = await scope.payments.createCharge({
      orderId: order.id,
      amountSatang: order.amount_satang,
      currency: 'THB',
      method: order.method as Parameters<Scope['payments']['createCharge']>[0]['method'],
      description: `${scope.brand.code} booking`,
      returnUrl: `${base}${paymentReturnPath(booking)}`,
      notifyUrl: `${base}/api/kpayment/notify`,
    });
    return await scope.db
      .updateTable('payment_orders')
      .set({
        status: 'pending',
        charge_id: charge.chargeId,
        redirect_url: charge.redirectUrl,
        merchant_id: charge.merchantId,
        terminal_id: charge.terminalId,
        reference: charge.reference,
        qr_text: charge.qrText ?? null,
        updated_at: sql`now()`,
      })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    await scope.db
      .updateTable('payment_orders')
      .set({ status: 'failed', failure: 'gateway_error', updated_at: sql`now()` })
      .where('id', '=', order.id)
      .execute();
    throw error;
  }
}

/** Another request is opening this order's charge: wait for it rather than open a second one. */
export async function waitUntilOpen(scope: Scope, order: PaymentOrderRow): Promise<PaymentOrderRow> {
  for (let attempt = 0; attempt < 200 && order.status === 'creating'; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    order = await scope.db
      .selectFrom('payment_orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
  }
  if (order.status !== 'pending') throw new AppError('payment.notCompleted');
  return order;
}
