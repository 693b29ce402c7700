import fc from 'fast-check';
import { onsenPlacementOrder, onsenPlacements, placeOnsen, type OrderItem } from './onsen-order.js';
import type { OnsenPlacement } from './problem-vocabulary.js';
import {
  aCatalog,
  anAkasuri,
  anOilMassage,
  anOnsenFee,
  aProduct,
  aSaltScrub,
  itemsOf,
} from './testing/builders.js';

const catalog = aCatalog({
  products: [
    aProduct({ id: 'thai' }),
    aProduct({ id: 'foot' }),
    aProduct({ id: 'head' }),
    anOnsenFee(),
    anOilMassage(),
    anAkasuri(),
    aSaltScrub(),
  ],
});
const place = (ids: string[], placement: OnsenPlacement) => {
  const result = placeOnsen(itemsOf(ids, catalog), placement);
  return result.ok ? result.items.map((item) => item.id) : result.problems;
};

describe('placeOnsen moves the onsen item and keeps every other item in order', () => {
  it.each<[string, string[], OnsenPlacement, string[]]>([
    ['first, from the end', ['thai', 'foot', 'onsen'], 'first', ['onsen', 'thai', 'foot']],
    [
      'first, ahead of the oil massage it was after',
      ['oil-massage', 'onsen'],
      'first',
      ['onsen', 'oil-massage'],
    ],
    ['second', ['onsen', 'thai', 'foot'], 'second', ['thai', 'onsen', 'foot']],
    ['second, from the end', ['thai', 'foot', 'head', 'onsen'], 'second', ['thai', 'onsen', 'foot', 'head']],
    ['before last', ['onsen', 'thai', 'foot', 'head'], 'before_last', ['thai', 'foot', 'onsen', 'head']],
    ['before last, from the end', ['thai', 'foot', 'onsen'], 'before_last', ['thai', 'onsen', 'foot']],
    [
      'swap first and last, onsen first',
      ['onsen', 'thai', 'foot'],
      'swap_first_last',
      ['foot', 'thai', 'onsen'],
    ],
    [
      'swap first and last, onsen last',
      ['thai', 'foot', 'onsen'],
      'swap_first_last',
      ['onsen', 'foot', 'thai'],
    ],
  ])('%s', (_, ids, placement, expected) => {
    expect(place(ids, placement)).toEqual(expected);
  });
});

describe('a placement is refused, with the reason', () => {
  it.each<[string, string[], OnsenPlacement, string]>([
    ['without an onsen item', ['thai', 'foot'], 'first', 'no_onsen_item'],
    [
      'beside a must-after-onsen treatment without oil',
      ['onsen', 'salt-scrub'],
      'second',
      'onsen_fee_disabled',
    ],
    [
      'with two onsen items (which one would move?)',
      ['onsen', 'thai', 'onsen'],
      'second',
      'onsen_fee_repeated',
    ],
    ['with the onsen alone', ['onsen'], 'first', 'too_few_items'],
    ['before last in a list of two (that is first)', ['thai', 'onsen'], 'before_last', 'too_few_items'],
    [
      'swap when the onsen is in the middle',
      ['thai', 'onsen', 'foot'],
      'swap_first_last',
      'onsen_not_at_end',
    ],
    ['where the onsen already is', ['onsen', 'thai'], 'first', 'already_placed'],
    ['when oil would come before the onsen', ['onsen', 'oil-massage'], 'second', 'oil_before_onsen'],
    ['swap that puts oil first', ['onsen', 'oil-massage', 'thai'], 'swap_first_last', 'oil_before_onsen'],
  ])('%s', (_, ids, placement, reason) => {
    expect(place(ids, placement)).toEqual([
      { code: 'onsen_placement_not_allowed', params: { placement, reason } },
    ]);
  });
});

describe('onsenPlacements lists every placement in menu order, with why not', () => {
  it.each([
    [
      ['thai', 'foot', 'onsen', 'head'],
      [true, true, 'already_placed', 'onsen_not_at_end'],
    ],
    [
      ['onsen', 'oil-massage', 'thai'],
      ['already_placed', 'oil_before_onsen', 'oil_before_onsen', 'oil_before_onsen'],
    ],
    [['akasuri', 'salt-scrub', 'onsen'], Array(4).fill('onsen_fee_disabled')],
  ])('%j', (ids, expected) => {
    const options = onsenPlacements(itemsOf(ids, catalog));
    expect(options.map((option) => (option.allowed ? true : option.reason))).toEqual(expected);
    expect(options.map((option) => option.placement)).toEqual(onsenPlacementOrder);
  });
});

describe('properties over any list', () => {
  const anItem = fc.record({
    hasOnsenFee: fc.boolean(),
    usesOil: fc.boolean(),
    disablesOnsenFee: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  });
  const aList = fc
    .array(anItem, { maxLength: 8 })
    .map((items) => items.map((item, index): OrderItem & { id: number } => ({ ...item, id: index })));
  const aPlacement = fc.constantFrom(...onsenPlacementOrder);

  it('every allowed placement is a permutation of the same items, with no oil before the onsen', () => {
    fc.assert(
      fc.property(aList, aPlacement, (items, placement) => {
        const result = placeOnsen(items, placement);
        const offered = onsenPlacements(items).find((option) => option.placement === placement);
        expect(offered?.allowed).toBe(result.ok);
        if (!result.ok) return;
        expect([...result.items].sort((a, b) => a.id - b.id)).toEqual(items);
        expect(new Set(result.items).size).toBe(items.length);
        const onsenAt = result.items.findIndex((item) => item.hasOnsenFee);
        expect(result.items.slice(0, onsenAt).some((item) => item.usesOil)).toBe(false);
        const target = { first: 0, second: 1, before_last: items.length - 2, swap_first_last: onsenAt }[
          placement
        ];
        expect(onsenAt).toBe(target);
      }),
    );
  });

  it('a placement made is then already in place', () => {
    fc.assert(
      fc.property(
        aList,
        fc.constantFrom<OnsenPlacement>('first', 'second', 'before_last'),
        (items, placement) => {
          const result = placeOnsen(items, placement);
          if (!result.ok) return;
          expect(placeOnsen(result.items, placement)).toMatchObject({
            ok: false,
            problems: [{ params: { reason: 'already_placed' } }],
          });
        },
      ),
    );
  });
});
