import { bundleRules, type BundlePart } from './bundle-rules.js';

const part = (code: string, flags: Partial<BundlePart> = {}): BundlePart => ({
  code,
  type: 'treatment',
  durationMin: 60,
  isForceSelect: false,
  isOnsenFee: false,
  isUseOilMaterial: false,
  isMustAfterOnsen: false,
  ...flags,
});
const onsen = part('ON120', { type: 'onsen_fee', isOnsenFee: true, durationMin: 120 });
const aroma = part('TR05', { isUseOilMaterial: true, durationMin: 90 });
const akasuri = part('TR09', { isMustAfterOnsen: true, durationMin: 30 });

describe('a package made of items', () => {
  it("takes its duration and onsen flags from the items, as the seed's signature ritual has them", () => {
    expect(bundleRules('PK09', [onsen, akasuri, aroma])).toEqual({
      ok: true,
      shape: { durationMin: 240, isOnsenFee: true, isUseOilMaterial: true, isMustAfterOnsen: true },
    });
  });

  it('refuses an oil item before the onsen, as a guest list is refused', () => {
    expect(bundleRules('PK09', [aroma, onsen])).toMatchObject({
      ok: false,
      problems: [{ code: 'bundle_oil_before_onsen', params: { packageCode: 'PK09', code: 'TR05' } }],
    });
  });

  it('refuses the onsen twice, one item, and items that cannot be in a package', () => {
    expect(bundleRules('PK09', [onsen, onsen])).toMatchObject({
      problems: [{ code: 'bundle_onsen_repeated' }],
    });
    expect(bundleRules('PK09', [aroma])).toMatchObject({
      problems: [{ code: 'bundle_too_small', params: { min: 2 } }],
    });
    const refused = bundleRules('PK09', [
      part('PK01', { type: 'package' }),
      part('CT01', { type: 'course_treatment' }),
      part('FS01', { isForceSelect: true }),
    ]);
    expect(refused.ok ? [] : refused.problems.map((p) => p.code)).toEqual([
      'bundle_item_not_allowed',
      'bundle_item_not_allowed',
      'bundle_item_not_allowed',
    ]);
  });
});
