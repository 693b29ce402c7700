import type { GuestStart } from './guest.js';
import type { Problem } from './problems.js';
import { aCatalog, aCourse, aGuest, anOnsenFee, aProduct, hm } from './testing/builders.js';
import { validateGuest } from './validate-guest.js';

const times = { onsen: hm('10:00'), spa: hm('12:00') };
const codesOf = (result: ReturnType<typeof validateGuest>) => (result.ok ? [] : result.problems);

describe('validateGuest: the rules for one guest', () => {
  it.each<[string, string[], Partial<GuestStart>, Problem[]]>([
    ['a Thai massage alone is fine', ['thai-massage'], {}, []],
    ['onsen then oil massage, both times set', ['onsen', 'oil-massage'], times, []],
    ['A treatment or package must be chosen', [], {}, [{ code: 'treatment_required', params: { guest: 1 } }]],
    [
      'Onsen and spa times cannot be the same',
      ['onsen', 'thai-massage'],
      { onsen: hm('10:00'), spa: hm('10:00') },
      [{ code: 'onsen_spa_same_time', params: { guest: 1, time: hm('10:00') } }],
    ],
    [
      'with the onsen, both start times are needed',
      ['onsen', 'thai-massage'],
      {},
      [
        { code: 'onsen_time_required', params: { guest: 1 } },
        { code: 'spa_time_required', params: { guest: 1 } },
      ],
    ],
    ['an onsen-only guest needs only the onsen start', ['onsen'], { onsen: hm('10:00') }, []],
    [
      'Akasuri requires onsen',
      ['akasuri'],
      {},
      [{ code: 'akasuri_requires_onsen', params: { guest: 1, productId: 'akasuri' } }],
    ],
    ['akasuri with the onsen', ['onsen', 'akasuri'], times, []],
    [
      'No oil treatment before onsen',
      ['oil-massage', 'onsen'],
      times,
      [{ code: 'oil_before_onsen', params: { guest: 1, productId: 'oil-massage' } }],
    ],
    [
      'a must-after-onsen treatment without oil disables onsen fee items',
      ['onsen', 'salt-scrub'],
      times,
      [{ code: 'onsen_fee_disabled', params: { guest: 1, productId: 'onsen', byProductId: 'salt-scrub' } }],
    ],
    ['a must-after-onsen treatment without oil, no onsen: fine', ['salt-scrub'], {}, []],
    [
      'one onsen fee at most',
      ['onsen', 'thai-massage', 'onsen-package'],
      times,
      [{ code: 'onsen_fee_repeated', params: { guest: 1 } }],
    ],
    [
      'You must select treatments in set of {set}',
      ['R12:C7'],
      {},
      [{ code: 'course_set_incomplete', params: { guest: 1, courseId: '7', set: 2, count: 1 } }],
    ],
    ['a whole course set', ['R12:C7', 'R13:C7'], {}, []],
    ['two whole course sets', ['R12:C7', 'R13:C7', 'R12:C7', 'R12:C7'], {}, []],
  ])('%s', (_, treatments, start, problems) => {
    expect(codesOf(validateGuest(aGuest(1, treatments, start), aCatalog()))).toEqual(problems);
  });

  it('force-select items are always included', () => {
    const catalog = aCatalog({ products: [anOnsenFee({ isForceSelect: true }), aProduct()] });
    expect(codesOf(validateGuest(aGuest(2, ['thai-massage']), catalog))).toEqual([
      { code: 'force_select_missing', params: { guest: 2, productId: 'onsen' } },
    ]);
  });

  it('a force-selected item alone is not a chosen treatment', () => {
    const catalog = aCatalog({ products: [aProduct({ id: 'fee', isForceSelect: true }), aProduct()] });
    expect(codesOf(validateGuest(aGuest(1, ['fee']), catalog))).toEqual([
      { code: 'treatment_required', params: { guest: 1 } },
    ]);
  });

  it('uses the akasuri tag it is given', () => {
    const catalog = aCatalog({ products: [aProduct({ id: 'scrub', tags: ['body-scrub'] })] });
    expect(validateGuest(aGuest(1, ['scrub']), catalog, { akasuriTag: 'body-scrub' })).toMatchObject({
      ok: false,
      problems: [{ code: 'akasuri_requires_onsen' }],
    });
  });

  it('returns the derived guest when valid', () => {
    expect(validateGuest(aGuest(1, ['thai-massage']), aCatalog())).toMatchObject({
      ok: true,
      derived: { no: 1, totalDurationMin: 60, totalPriceSatang: 80_000 },
    });
  });

  it('reports ids that cannot be looked up, alone', () => {
    expect(codesOf(validateGuest(aGuest(1, ['R12:C7', 'gone']), aCatalog()))).toEqual([
      { code: 'product_not_found', params: { guest: 1, id: 'gone' } },
    ]);
  });

  it('a course with a set size below one is a data error', () => {
    const catalog = aCatalog({ courses: [aCourse({ treatmentsPerSet: 0 })] });
    expect(() => validateGuest(aGuest(1, ['R12:C7']), catalog)).toThrow(RangeError);
  });
});
