// A group request answered by a staff booking (docs/product-rules.md, Group requests): it becomes `booked`
// with the booking's id in the booking's own transaction, so a booked request always names its booking and
// one request is booked once. A request booked or declined already is request.transitionRefused; one of
// another brand or out of the account's reach is request.notFound.
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { can } from '@sabai/access';
import { AppError } from '../core/app-error';
import type { Scope } from '../core/scope';
import type { Database } from '../db/schema';
import { appendAudit } from '../staff/audit.repository';
import type { StaffPrincipal } from '../staff-day/desk-scope';

export async function bookRequest(
  trx: Transaction<Database>,
  scope: Pick<Scope, 'brand' | 'client'>,
  principal: StaffPrincipal,
  { requestId, bookingId }: { requestId: string; bookingId: string },
): Promise<void> {
  // Locked: two desks booking the same request wait for each other, and the second finds it booked.
  const request = await trx
    .selectFrom('direct_requests')
    .select(['id', 'status', 'branch_id', 'brand_id'])
    .where('id', '=', requestId)
    .where('brand_id', '=', scope.brand.id)
    .forUpdate()
    .executeTakeFirst();
  if (
    !request ||
    !can(principal, 'create', 'booking', { brandId: request.brand_id, branchId: request.branch_id })
  )
    throw new AppError('request.notFound');
  if (request.status === 'booked' || request.status === 'declined')
    throw new AppError('request.transitionRefused');
  await trx
    .updateTable('direct_requests')
    .set({ status: 'booked', booking_id: bookingId, updated_at: sql`now()` })
    .where('id', '=', request.id)
    .execute();
  await appendAudit(trx, {
    staffId: principal.staffId,
    ip: scope.client.ip,
    action: 'request_booked',
    subjectType: 'group_request',
    subjectId: request.id,
    brandId: request.brand_id,
    branchId: request.branch_id,
    before: { status: request.status },
    after: { status: 'booked', booking_id: bookingId },
  });
}
