import { defaultTierPercents, tierDiscountPercent, type Tier } from './tiers.js';

const gold: Tier = {
  slug: 'gold',
  title: 'Gold',
  discounts: [
    { brandId: 'sabai', percent: 10 },
    { brandId: 'onsen-house', percent: 12.5 },
  ],
};

describe('tier discount percent per brand', () => {
  it.each<[string, Tier | null, string, number]>([
    ['a visitor has no tier', null, 'sabai', 0],
    ['gold at one brand', gold, 'sabai', 10],
    ['gold at another brand', gold, 'onsen-house', 12.5],
    ['a brand the tier has no entry for', gold, 'elsewhere', 0],
  ])('%s', (_, tier, brandId, percent) => {
    expect(tierDiscountPercent(tier, brandId)).toBe(percent);
  });

  it('seeds Basic 0, Silver 5, Gold 10, Platinum 15', () => {
    expect(defaultTierPercents).toEqual({ basic: 0, silver: 5, gold: 10, platinum: 15 });
  });
});
