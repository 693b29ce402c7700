// What may be done with a payment kept for refund (docs/product-rules.md, The day at the branch: Refunds).
// A refund through the gateway needs the gateway's charge; a wallet credit a member; honouring needs a
// payment that only came too late (reason `expired`) for a booking still awaiting payment. Every other
// reason is a payment the booking cannot take as it is (another amount or currency, a second payment, a
// booking changed or cancelled since, a promotion or member funds gone), so it can only go back.
import { transition, type BookingState } from '@sabai/booking-rules';
import type { RefundResolution } from '@sabai/validation';

/** The reasons that allow honouring: the payment matched its order and only arrived after the hold. */
const HONOURABLE_REASONS: ReadonlySet<string> = new Set(['expired']);

export interface QueuedFacts {
  status: string;
  resolution: RefundResolution | null;
  refunded_at: Date | null;
  failure: string | null;
  charge_id: string | null;
  state: BookingState;
  memberId: string | null;
}

/** Whether the payment still waits in the queue. */
export const isQueued = (p: Pick<QueuedFacts, 'status' | 'resolution' | 'refunded_at'>) =>
  p.status === 'refund_required' && p.resolution === null && p.refunded_at === null;

/**
 * Why the payment cannot confirm its booking (refund.cannotHonour's reason), or null when it may try: the
 * places are then counted under the branch's lock by the confirmation itself.
 */
export function honourRefusal(p: Pick<QueuedFacts, 'failure' | 'state'>): string | null {
  if (!p.failure || !HONOURABLE_REASONS.has(p.failure)) return p.failure ?? 'unknown';
  // The lifecycle's `pay`: only a pending or expired booking can still become paid.
  return transition(p.state, 'pay').ok ? null : 'state';
}

/** The resolutions open for the payment now; none once it left the queue. */
export function refundActions(p: QueuedFacts): RefundResolution[] {
  if (!isQueued(p)) return [];
  return [
    ...(p.charge_id ? (['gateway'] as const) : []),
    ...(p.memberId ? (['wallet'] as const) : []),
    ...(honourRefusal(p) === null ? (['honour'] as const) : []),
  ];
}
