/** A member's tier discount for one brand (docs/product-rules.md, Tiers). */
export interface TierDiscount {
  readonly brandId: string;
  readonly percent: number;
}

/** A member's tier; a visitor has none. */
export interface Tier {
  readonly slug: string;
  readonly title?: string | undefined;
  readonly discounts: readonly TierDiscount[];
}

/**
 * The seed percentages per tier slug (docs/product-rules.md, Tiers); each brand stores its own, editable in
 * admin.
 */
export const defaultTierPercents: Readonly<Record<'basic' | 'silver' | 'gold' | 'platinum', number>> = {
  basic: 0,
  silver: 5,
  gold: 10,
  platinum: 15,
};

/** The tier discount percent a member gets at a brand; 0 for a visitor or a brand the tier has no entry for. */
export function tierDiscountPercent(tier: Tier | null, brandId: string): number {
  return tier?.discounts.find((discount) => discount.brandId === brandId)?.percent ?? 0;
}
