// A brand's member rewards as admin edits them (docs/product-rules.md, Tiers; Wallet and points): a whole percent per
// tier, and points rates, each so many points for so much money (satang, the Money scalar's). Messages are codes.
import * as v from 'valibot';
import { wholeNumber } from './whole-number';

export const MAX_POINTS_RATES = 10;

export const memberRewardsInputSchema = v.pipe(
  v.object({
    tiers: v.pipe(
      v.array(
        v.object({
          tier_id: v.pipe(
            v.string(),
            v.trim(),
            v.minLength(1, 'tier_id.required'),
            v.maxLength(64, 'tier_id.invalid'),
          ),
          percent: wholeNumber('percent', 0, 100),
        }),
      ),
      v.maxLength(20, 'tiers.invalid'),
    ),
    points_rates: v.pipe(
      v.array(
        v.object({
          points: wholeNumber('points', 1, 1_000_000),
          // At most 100,000.00 THB.
          value: wholeNumber('value', 1, 10_000_000),
        }),
      ),
      v.maxLength(MAX_POINTS_RATES, 'points_rates.tooMany'),
    ),
  }),
  v.forward(
    v.check((r) => new Set(r.tiers.map((t) => t.tier_id)).size === r.tiers.length, 'tiers.duplicate'),
    ['tiers'],
  ),
  // A member names a rate by its points, so two rates of the same points would be one too many.
  v.forward(
    v.check(
      (r) => new Set(r.points_rates.map((p) => p.points)).size === r.points_rates.length,
      'points_rates.duplicate',
    ),
    ['points_rates'],
  ),
);

export type MemberRewardsInput = v.InferOutput<typeof memberRewardsInputSchema>;
