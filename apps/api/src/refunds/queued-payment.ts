// A payment of the refunds queue with its booking (docs/product-rules.md, The day at the branch: Refunds),
// read within the request's brand and the account's reach: a payment out of reach is refund.notFound,
// never a hint that it exists (docs/access.md, How the server guards).
import { can } from '@sabai/access';
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../core/app-error';
import type { Scope } from '../core/scope';
import type { Database } from '../db/schema';
import { deskStaff } from '../staff-day/desk-scope';
import { isUuid } from '../core/ids';

type Db = Kysely<Database> | Transaction<Database>;

/** The queue's rows: each payment order with what the desk needs of its booking. */
export function queuedPayments(db: Db) {
  return db
    .selectFrom('payment_orders as o')
    .innerJoin('bookings as b', 'b.id', 'o.booking_id')
    .select([
      'o.id as payment_id',
      'o.booking_id',
      'o.method',
      'o.status',
      'o.failure',
      'o.charge_id',
      'o.amount_satang',
      'o.use_wallet_satang',
      'o.points_value_satang',
      'o.user_id as order_user_id',
      'o.refunded_at',
      'o.resolution',
      'o.resolved_at',
      'o.updated_at',
      'b.booking_no',
      'b.state',
      'b.hold_expires_at',
      'b.brand_id',
      'b.branch_id',
      'b.date',
      'b.time_min',
      'b.contact_name',
      'b.contact_phone',
      'b.contact_email',
      'b.user_id as booking_user_id',
    ]);
}

export type QueuedPaymentRow = Awaited<ReturnType<ReturnType<typeof queuedPayments>['execute']>>[number];

/** The member whose wallet a credit goes to: who opened the order, else who owns the booking. */
export const memberOf = (row: Pick<QueuedPaymentRow, 'order_user_id' | 'booking_user_id'>) =>
  row.order_user_id ?? row.booking_user_id;

/** The payment by id, of the request's brand, if the account may refund at its booking's branch. */
export async function reachablePayment(
  scope: Pick<Scope, 'db' | 'brand' | 'principal'>,
  paymentId: string,
): Promise<QueuedPaymentRow> {
  const principal = await deskStaff(scope);
  const row = isUuid(paymentId)
    ? await queuedPayments(scope.db)
        .where('o.id', '=', paymentId)
        .where('b.brand_id', '=', scope.brand.id)
        .executeTakeFirst()
    : undefined;
  if (!row || !can(principal, 'refund', 'booking', { brandId: row.brand_id, branchId: row.branch_id }))
    throw new AppError('refund.notFound');
  return row;
}
