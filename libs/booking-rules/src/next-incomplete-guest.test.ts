import fc from 'fast-check';
import type { Guest } from './guest.js';
import { nextIncompleteGuest } from './next-incomplete-guest.js';
import type { ProblemCode } from './problems.js';
import { aCatalog, aGuest, anOnsenFee, anOilMassage, aProduct, hm } from './testing/builders.js';
import { validateGuest } from './validate-guest.js';

const catalog = aCatalog();
const times = { onsen: hm('10:00'), spa: hm('12:00') };

describe('nextIncompleteGuest', () => {
  it.each<[string, Guest[], ReturnType<typeof nextIncompleteGuest>]>([
    ['all complete', [aGuest(1, ['thai-massage']), aGuest(2, ['onsen', 'oil-massage'], times)], null],
    ['no guests at all', [], null],
    ['lacks products', [aGuest(1, ['thai-massage']), aGuest(2)], { no: 2, reasons: ['no_treatment'] }],
    [
      'lacks onsen and spa start times when onsen is included',
      [aGuest(1, ['onsen', 'thai-massage'], { onsen: hm('10:00') })],
      { no: 1, reasons: ['start_time_missing'] },
    ],
    ['lacks the onsen start', [aGuest(1, ['onsen'])], { no: 1, reasons: ['start_time_missing'] }],
    ['an onsen-only guest needs no spa start', [aGuest(1, ['onsen'], { onsen: hm('10:00') })], null],
    ['has an invalid course set', [aGuest(1, ['R12:C7'])], { no: 1, reasons: ['course_set_invalid'] }],
    [
      'the first by guest number, whatever the order given',
      [aGuest(3), aGuest(2, ['R12:C7']), aGuest(1, ['thai-massage'])],
      { no: 2, reasons: ['course_set_invalid'] },
    ],
    ['unknown ids count as chosen', [aGuest(1, ['gone'])], null],
  ])('%s', (_, guests, expected) => {
    expect(nextIncompleteGuest(guests, catalog)).toEqual(expected);
  });

  it('lacks products beyond forced ones', () => {
    const withForced = aCatalog({ products: [anOnsenFee({ isForceSelect: true }), aProduct()] });
    expect(nextIncompleteGuest([aGuest(1, ['onsen'], { onsen: hm('10:00') })], withForced)).toEqual({
      no: 1,
      reasons: ['no_treatment'],
    });
  });

  it('returns a guest that really is incomplete, or none only when all are complete', () => {
    const forcedCatalog = aCatalog({
      products: [anOnsenFee(), anOilMassage(), aProduct(), aProduct({ id: 'towel', isForceSelect: true })],
    });
    const anId = fc.constantFrom('onsen', 'oil-massage', 'thai-massage', 'towel', 'R12:C7', 'R13:C7');
    const aTime = fc.option(fc.constantFrom(hm('10:00'), hm('11:00')), { nil: null });
    const guestsArb = fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { maxLength: 5 }).chain((numbers) =>
      fc.tuple(
        ...numbers.map((no) =>
          fc.record({
            no: fc.constant(no),
            treatments: fc.array(anId, { maxLength: 4 }),
            start: fc.record({ onsen: aTime, spa: aTime }),
          }),
        ),
      ),
    );
    const incompleteCodes: ProblemCode[] = [
      'treatment_required',
      'onsen_time_required',
      'spa_time_required',
      'course_set_incomplete',
    ];
    const isIncomplete = (guest: Guest): boolean => {
      const checked = validateGuest(guest, forcedCatalog);
      return !checked.ok && checked.problems.some((p) => incompleteCodes.includes(p.code));
    };
    fc.assert(
      fc.property(guestsArb, (guests) => {
        const next = nextIncompleteGuest(guests, forcedCatalog);
        const before = guests.filter((guest) => next === null || guest.no < next.no);
        expect(before.every((guest) => !isIncomplete(guest))).toBe(true);
        if (next !== null) {
          expect(isIncomplete(guests.find((guest) => guest.no === next.no) as Guest)).toBe(true);
        }
      }),
    );
  });
});
