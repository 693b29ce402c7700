// The member rewards' form as strings (docs/product-rules.md, Brand and branch settings: Member rewards), and how it
// becomes the schema's input (whole numbers; money in satang, the Money scalar's) and the contract's (money in baht).
import type { MemberRewardsFieldsFragment } from '@sabai/graphql/staff';
import type { MemberRewardsInput } from '@sabai/validation';
import { typedWhole } from '../forms/typed-values';

export interface RewardsFormValues {
  tiers: { tier_id: string; name: string; percent: string }[];
  points_rates: { points: string; value: string }[];
}

export function valuesOf(rewards: MemberRewardsFieldsFragment): RewardsFormValues {
  return {
    tiers: rewards.tiers.map((t) => ({ tier_id: t.tier_id, name: t.name, percent: String(t.percent) })),
    points_rates: rewards.points_rates.map((r) => ({ points: String(r.points), value: r.value.toFixed(2) })),
  };
}

/** Baht with up to two decimals as satang, NaN for anything else. */
const satang = (typed: string) =>
  /^\d+(\.\d{1,2})?$/.test(typed.trim()) ? Math.round(Number(typed) * 100) : Number.NaN;

export function toInput(values: RewardsFormValues) {
  return {
    tiers: values.tiers.map((t) => ({ tier_id: t.tier_id, percent: typedWhole(t.percent) })),
    points_rates: values.points_rates.map((r) => ({ points: typedWhole(r.points), value: satang(r.value) })),
  };
}

/** The schema's output as the contract's input: baht. */
export const contractInput = (input: MemberRewardsInput) => ({
  tiers: input.tiers,
  points_rates: input.points_rates.map((r) => ({ points: r.points, value: r.value / 100 })),
});
