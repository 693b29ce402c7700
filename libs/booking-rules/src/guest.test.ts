import { guestDerived } from './guest.js';
import { resolveItem } from './resolve-item.js';
import { aCatalog, aCourse, aGuest, aProduct } from './testing/builders.js';

describe('resolveItem', () => {
  it('flattens a package: onsen inside, oil inside, the onsen part of its duration', () => {
    const resolved = resolveItem('onsen-package', aCatalog(), 1);
    expect(resolved).toMatchObject({
      ok: true,
      item: {
        hasOnsenFee: true,
        usesOil: true,
        mustAfterOnsen: true,
        disablesOnsenFee: false,
        onsenDurationMin: 60,
      },
    });
  });

  it('caps the onsen part at the package duration', () => {
    const catalog = aCatalog({
      products: [
        aProduct({
          id: 'short',
          type: 'package',
          durationMin: 30,
          bundle: [
            {
              id: 'b',
              name: 'Onsen',
              durationMin: 60,
              type: 'treatment',
              isOnsenFee: true,
              isUseOilMaterial: false,
              isMustAfterOnsen: false,
            },
          ],
        }),
      ],
    });
    expect(resolveItem('short', catalog, 1)).toMatchObject({ ok: true, item: { onsenDurationMin: 30 } });
  });

  it('prices a course item at 0 and keeps its list price', () => {
    expect(resolveItem('R12:C7', aCatalog(), 1)).toMatchObject({
      ok: true,
      item: {
        id: 'R12:C7',
        productId: '12',
        courseId: '7',
        priceSatang: 0,
        listPriceSatang: 90_000,
        hasOnsenFee: false,
      },
    });
  });

  it('treats a course item of type onsen_fee as the onsen', () => {
    const course = aCourse({
      items: [{ id: '1', name: 'Onsen visit', type: 'onsen_fee', durationMin: 90, priceSatang: 0, tags: [] }],
    });
    expect(resolveItem('R1:C7', aCatalog({ courses: [course] }), 1)).toMatchObject({
      ok: true,
      item: { hasOnsenFee: true, onsenDurationMin: 90 },
    });
  });

  it.each([
    ['an unknown product', 'nope', { code: 'product_not_found', params: { guest: 3, id: 'nope' } }],
    ['a malformed course item id', 'R12:X7', { code: 'course_item_id_invalid', params: { id: 'R12:X7' } }],
    [
      'a course the member does not have',
      'R12:C9',
      { code: 'course_not_found', params: { guest: 3, id: 'R12:C9', courseId: '9' } },
    ],
    [
      'an item not in the course',
      'R99:C7',
      { code: 'course_item_not_found', params: { guest: 3, id: 'R99:C7', courseId: '7' } },
    ],
  ])('reports %s', (_, id, expected) => {
    expect(resolveItem(id, aCatalog(), 3)).toEqual({ ok: false, problems: [expected] });
  });
});

describe('guestDerived', () => {
  it.each([
    [
      'nothing yet',
      [],
      { count: 0, chosenCount: 0, totalDurationMin: 0, totalPriceSatang: 0, hasOnsenFee: false },
    ],
    [
      'onsen then oil massage',
      ['onsen', 'oil-massage'],
      {
        count: 2,
        totalDurationMin: 210,
        onsenDurationMin: 120,
        spaDurationMin: 90,
        totalPriceSatang: 170_000,
        hasOnsenFee: true,
        usesOilMaterial: true,
        hasMustAfterOnsen: true,
        onsenFeeDisabled: false,
      },
    ],
    [
      'a salt scrub: must-after-onsen without oil',
      ['salt-scrub'],
      { hasMustAfterOnsen: true, usesOilMaterial: false, onsenFeeDisabled: true },
    ],
    [
      'a course set',
      ['R12:C7', 'R13:C7'],
      { count: 2, totalDurationMin: 120, totalPriceSatang: 0, hasCourseItems: true },
    ],
  ])('%s', (_, treatments, expected) => {
    const result = guestDerived(aGuest(1, treatments), aCatalog());
    expect(result).toMatchObject({ ok: true, derived: { no: 1, ...expected } });
  });

  it('counts force-selected items but not as chosen', () => {
    const catalog = aCatalog({ products: [aProduct({ id: 'fee', isForceSelect: true }), aProduct()] });
    expect(guestDerived(aGuest(1, ['fee', 'thai-massage']), catalog)).toMatchObject({
      ok: true,
      derived: { count: 2, chosenCount: 1 },
    });
  });

  it('reports every id that cannot be found', () => {
    const result = guestDerived(aGuest(2, ['x', 'thai-massage', 'R1:C1']), aCatalog());
    expect(result).toEqual({
      ok: false,
      problems: [
        { code: 'product_not_found', params: { guest: 2, id: 'x' } },
        { code: 'course_not_found', params: { guest: 2, id: 'R1:C1', courseId: '1' } },
      ],
    });
  });
});
