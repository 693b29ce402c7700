// The words problem parameters are made of, shared by problems.ts and the rules that report them. A leaf:
// it imports nothing, so problems.ts can name them without importing the rules that import problems.ts.

/** Where the onsen fee item can be moved in a guest's list. */
export type OnsenPlacement = 'first' | 'second' | 'before_last' | 'swap_first_last';

/** Why a placement is not offered. */
export type PlacementBlock =
  | 'no_onsen_item'
  | 'onsen_fee_disabled'
  | 'onsen_fee_repeated'
  | 'too_few_items'
  | 'onsen_not_at_end'
  | 'already_placed'
  | 'oil_before_onsen';

/** Why a voucher cannot be used for this booking (docs/product-rules.md, Promotions and vouchers). */
export type VoucherIneligibleReason =
  | 'datetime_not_allowed'
  | 'time_not_allowed'
  | 'day_not_allowed'
  | 'expired'
  | 'used'
  | 'brand_mismatch'
  | 'treatment_mismatch'
  | 'not_usable';

/** The fields an order summary needs before it is computed (docs/product-rules.md, Pricing). */
export type SummaryContextField = 'branch' | 'brand' | 'date' | 'time';
