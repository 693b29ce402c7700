// The desk's member inputs (docs/product-rules.md, Members at the desk): a search by phone, e-mail, name or
// the member's scanned QR code, one member's page, and a top-up of the wallet at the counter. Messages are
// codes; the server and the admin app translate them.
import * as v from 'valibot';

/** How the money of a counter top-up was taken. */
export const TOP_UP_METHODS = ['cash', 'card', 'transfer'] as const;
export type TopUpMethod = (typeof TOP_UP_METHODS)[number];

/** The most one top-up may add, in satang (100,000 THB): a typo of a zero more is refused, not booked. */
export const MAX_TOP_UP_SATANG = 10_000_000;

/** Rows per page of a member list when the caller does not say; never more than the maximum. */
export const MEMBER_PAGE_SIZE = 20;
export const MAX_MEMBER_PAGE_SIZE = 100;

const branchIdSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'branch_id.required'),
  v.maxLength(64, 'branch_id.invalid'),
);

const memberIdSchema = v.pipe(v.string(), v.trim(), v.uuid('member_id.invalid'));

const pageSchema = v.nullish(v.pipe(v.number(), v.integer('page.invalid'), v.minValue(1, 'page.invalid')), 1);
const pageSizeSchema = v.nullish(
  v.pipe(
    v.number(),
    v.integer('page_size.invalid'),
    v.minValue(1, 'page_size.invalid'),
    v.maxValue(MAX_MEMBER_PAGE_SIZE, 'page_size.invalid'),
  ),
  MEMBER_PAGE_SIZE,
);

export const MEMBER_SORTS = ['name', 'phone', 'member_since'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

export const findMembersInputSchema = v.object({
  // A QR token is a JWT of a few hundred characters; a name or a phone is much shorter.
  query: v.pipe(v.string(), v.trim(), v.minLength(2, 'query.tooShort'), v.maxLength(2048, 'query.tooLong')),
  branch_id: branchIdSchema,
  page: pageSchema,
  page_size: pageSizeSchema,
  sort: v.nullish(v.picklist(MEMBER_SORTS, 'sort.invalid'), 'name'),
  descending: v.nullish(v.boolean(), false),
});

export const staffMemberInputSchema = v.object({
  id: v.pipe(v.string(), v.trim(), v.uuid('id.invalid')),
  branch_id: branchIdSchema,
  ledger_page: pageSchema,
  past_page: pageSchema,
});

const optionalText = (max: number, code: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max, code),
        v.transform((text) => (text === '' ? null : text)),
      ),
    ),
    null,
  );

/** `amount` is integer satang, as the Money scalar hands it over (baht with two decimals on the wire). */
export const walletTopUpInputSchema = v.pipe(
  v.object({
    member_id: memberIdSchema,
    branch_id: branchIdSchema,
    amount: v.pipe(
      v.number('amount.invalid'),
      v.integer('amount.invalid'),
      v.minValue(1, 'amount.tooSmall'),
      v.maxValue(MAX_TOP_UP_SATANG, 'amount.tooLarge'),
    ),
    method: v.picklist(TOP_UP_METHODS, 'method.invalid'),
    // The card slip's or the transfer's reference, to find the money again in the bank's statement.
    reference: optionalText(100, 'reference.tooLong'),
    reason: optionalText(500, 'reason.tooLong'),
  }),
  v.forward(
    v.check((input) => input.method === 'cash' || input.reference !== null, 'reference.required'),
    ['reference'],
  ),
);

/**
 * The admin's top-up form: the amount as typed, in baht with at most two decimals ("1,500.50" or "500"),
 * turned into satang and held to the server's bounds; the rest as the server's input.
 */
export const walletTopUpFormSchema = v.pipe(
  v.object({
    amount: v.pipe(
      v.string(),
      v.trim(),
      v.transform((text) => text.replaceAll(',', '')),
      v.regex(/^\d{1,9}(\.\d{1,2})?$/, 'amount.invalid'),
      v.transform((baht) => Math.round(Number(baht) * 100)),
      v.minValue(1, 'amount.tooSmall'),
      v.maxValue(MAX_TOP_UP_SATANG, 'amount.tooLarge'),
    ),
    method: v.picklist(TOP_UP_METHODS, 'method.invalid'),
    reference: optionalText(100, 'reference.tooLong'),
    reason: optionalText(500, 'reason.tooLong'),
  }),
  v.forward(
    v.check((input) => input.method === 'cash' || input.reference !== null, 'reference.required'),
    ['reference'],
  ),
);

/** The most points one adjustment may move either way. */
export const MAX_POINTS_ADJUSTMENT = 1_000_000;

const requiredReason = v.pipe(
  v.string('reason.required'),
  v.trim(),
  v.minLength(1, 'reason.required'),
  v.maxLength(500, 'reason.tooLong'),
);

const signedSatang = v.pipe(
  v.number('wallet_amount.invalid'),
  v.integer('wallet_amount.invalid'),
  v.minValue(-MAX_TOP_UP_SATANG, 'wallet_amount.tooLarge'),
  v.maxValue(MAX_TOP_UP_SATANG, 'wallet_amount.tooLarge'),
);

const signedPoints = v.pipe(
  v.number('points.invalid'),
  v.integer('points.invalid'),
  v.minValue(-MAX_POINTS_ADJUSTMENT, 'points.tooLarge'),
  v.maxValue(MAX_POINTS_ADJUSTMENT, 'points.tooLarge'),
);

/**
 * A correction of a member's wallet or points (docs/product-rules.md, Members at the desk): signed amounts
 * (satang, as the Money scalar hands them over, and points), at least one of them not 0, and why.
 */
export const memberAdjustmentInputSchema = v.pipe(
  v.object({
    member_id: memberIdSchema,
    branch_id: branchIdSchema,
    wallet_amount: v.nullish(signedSatang, 0),
    points: v.nullish(signedPoints, 0),
    reason: requiredReason,
  }),
  v.forward(
    v.check((input) => input.wallet_amount !== 0 || input.points !== 0, 'adjustment.empty'),
    ['wallet_amount'],
  ),
);

/** The admin's correction form: baht as typed with an optional minus ("-150.50"), points as typed. */
export const memberAdjustmentFormSchema = v.pipe(
  v.object({
    wallet_amount: v.pipe(
      v.string(),
      v.trim(),
      v.transform((text) => text.replaceAll(',', '')),
      v.regex(/^(-?\d{1,9}(\.\d{1,2})?)?$/, 'wallet_amount.invalid'),
      v.transform((baht) => Math.round(Number(baht) * 100)),
      signedSatang,
    ),
    points: v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(-?\d{1,7})?$/, 'points.invalid'),
      v.transform(Number),
      signedPoints,
    ),
    reason: requiredReason,
  }),
  v.forward(
    v.check((input) => input.wallet_amount !== 0 || input.points !== 0, 'adjustment.empty'),
    ['wallet_amount'],
  ),
);

/** A member named at the desk's branch: their data exported. */
export const memberAtBranchInputSchema = v.object({
  id: v.pipe(v.string(), v.trim(), v.uuid('id.invalid')),
  branch_id: branchIdSchema,
});

/** Another tier for a member at the desk's branch, with why. */
export const memberTierInputSchema = v.object({
  id: v.pipe(v.string(), v.trim(), v.uuid('id.invalid')),
  branch_id: branchIdSchema,
  tier_id: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'tier_id.required'),
    v.maxLength(64, 'tier_id.invalid'),
  ),
  reason: requiredReason,
});

/** A member's erasure (PDPA): at the desk's branch, with why (a request's reference, say). */
export const eraseMemberInputSchema = v.object({
  id: v.pipe(v.string(), v.trim(), v.uuid('id.invalid')),
  branch_id: branchIdSchema,
  reason: requiredReason,
});

export type MemberAdjustmentInput = v.InferOutput<typeof memberAdjustmentInputSchema>;
export type MemberAdjustmentForm = v.InferOutput<typeof memberAdjustmentFormSchema>;
export type EraseMemberInput = v.InferOutput<typeof eraseMemberInputSchema>;
export type FindMembersInput = v.InferOutput<typeof findMembersInputSchema>;
export type StaffMemberInput = v.InferOutput<typeof staffMemberInputSchema>;
export type WalletTopUpInput = v.InferOutput<typeof walletTopUpInputSchema>;
export type WalletTopUpForm = v.InferOutput<typeof walletTopUpFormSchema>;
