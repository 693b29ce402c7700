// The refunds queue in the staff contract's shape (libs/graphql/staff-schema/refunds.graphql): services find
// and decide, this file only shapes (Money in satang for the scalar, times 'HH:mm:ss' in the branch's zone).
import { formatTimeOfDay } from '@sabai/booking-rules';
import type { RefundQueueItem, RefundQueuePage } from '../graphql/generated/staff-resolvers';
import { shownState } from '../booking/prebooking.service';
import { toStaffBranch } from '../staff/staff.mapper';
import type { MapContext } from '../staff-day/staff-day.mapper';
import type { QueuedPaymentRow } from './queued-payment';
import { memberOf } from './queued-payment';
import type { RefundQueueData } from './refund-queue.service';
import { refundActions } from './refund-rules';

type BranchRow = RefundQueueData['branches'] extends ReadonlyMap<string, infer B> ? B : never;

export function toRefundQueueItem(row: QueuedPaymentRow, branch: BranchRow, m: MapContext): RefundQueueItem {
  const member = memberOf(row);
  return {
    payment_id: row.payment_id,
    booking_id: row.booking_id,
    booking_no: row.booking_no,
    booking_state: shownState(row, m.clock),
    branch: toStaffBranch({ ...branch, brand_name: m.brand.name }, m.locale),
    date: row.date,
    time: formatTimeOfDay(row.time_min),
    contact_name: row.contact_name,
    contact_phone: row.contact_phone,
    contact_email: row.contact_email,
    member_id: member,
    method: row.method,
    gateway_amount: row.amount_satang,
    wallet_amount: row.use_wallet_satang,
    points_value: row.points_value_satang,
    reason: row.failure ?? 'unknown',
    received_at: row.updated_at.toISOString(),
    actions: refundActions({ ...row, memberId: member }),
    resolution: row.resolution,
    resolved_at: row.resolved_at?.toISOString() ?? null,
  };
}

export function toRefundQueuePage(data: RefundQueueData, m: MapContext): RefundQueuePage {
  return {
    items: data.items.flatMap((row) => {
      const branch = data.branches.get(row.branch_id);
      return branch ? [toRefundQueueItem(row, branch, m)] : [];
    }),
    total: data.total,
  };
}
