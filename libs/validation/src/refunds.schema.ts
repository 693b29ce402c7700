// The refunds queue's inputs (docs/product-rules.md, The day at the branch: Refunds): the queue's filter,
// order and page, and a resolution of one queued payment. Messages are codes; the server and the admin app
// translate them.
import * as v from 'valibot';

/** How a queued payment is resolved. */
export const REFUND_RESOLUTIONS = ['gateway', 'wallet', 'honour'] as const;
export type RefundResolution = (typeof REFUND_RESOLUTIONS)[number];

/** The queue's orders: when the payment arrived, or its amount. */
export const REFUND_QUEUE_SORTS = ['received_asc', 'received_desc', 'amount_asc', 'amount_desc'] as const;
export type RefundQueueSort = (typeof REFUND_QUEUE_SORTS)[number];

/** A page is at most this long: the queue is read page by page. */
export const REFUND_QUEUE_MAX_PAGE_SIZE = 100;

const idSchema = (field: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, `${field}.required`), v.maxLength(64, `${field}.invalid`));

export const refundQueueInputSchema = v.object({
  branch_id: v.optional(v.nullable(idSchema('branch_id'))),
  sort: v.optional(v.nullable(v.picklist(REFUND_QUEUE_SORTS, 'sort.invalid')), 'received_desc'),
  page: v.optional(
    v.nullable(v.pipe(v.number(), v.integer('page.invalid'), v.minValue(1, 'page.invalid'))),
    1,
  ),
  page_size: v.optional(
    v.nullable(
      v.pipe(
        v.number(),
        v.integer('page_size.invalid'),
        v.minValue(1, 'page_size.invalid'),
        v.maxValue(REFUND_QUEUE_MAX_PAGE_SIZE, 'page_size.invalid'),
      ),
    ),
    25,
  ),
});

export const resolveRefundInputSchema = v.object({
  payment_id: v.pipe(idSchema('payment_id'), v.uuid('payment_id.invalid')),
  via: v.picklist(REFUND_RESOLUTIONS, 'via.invalid'),
});

export type RefundQueueInput = v.InferOutput<typeof refundQueueInputSchema>;
export type ResolveRefundInput = v.InferOutput<typeof resolveRefundInputSchema>;
