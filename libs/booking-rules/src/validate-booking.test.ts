import fc from 'fast-check';
import { kioskBookingOptions } from './booking-options.js';
import { closingMinute } from './branch-hours.js';
import { guestCapacityNeeds } from './capacity.js';
import type { Problem, ProblemCode } from './problems.js';
import { aBranch, aCatalog, aCourse, aGuest, at, hm } from './testing/builders.js';
import { validateBooking, type BookingInput } from './validate-booking.js';

const now = at('2026-11-22', '08:00');

function aBooking(overrides: Partial<BookingInput> = {}): BookingInput {
  return {
    branch: aBranch(),
    date: '2026-11-22',
    time: hm('10:00'),
    guests: [aGuest(1, ['thai-massage'])],
    catalog: aCatalog(),
    ...overrides,
  };
}
const codesOf = (result: ReturnType<typeof validateBooking>): ProblemCode[] =>
  result.ok ? [] : result.problems.map((p) => p.code);

describe('validateBooking: the whole booking, as the server accepts it', () => {
  it('accepts a simple booking and returns each guest derived', () => {
    const result = validateBooking(
      aBooking({
        guests: [
          aGuest(1, ['thai-massage']),
          aGuest(2, ['onsen', 'oil-massage'], { onsen: hm('10:00'), spa: hm('12:00') }),
        ],
      }),
      now,
    );
    expect(result).toMatchObject({
      ok: true,
      guests: [
        { no: 1, totalDurationMin: 60 },
        { no: 2, totalDurationMin: 210 },
      ],
    });
  });

  it.each<[string, Partial<BookingInput>, ProblemCode[]]>([
    ['A branch must be selected before proceeding', { branch: null }, ['branch_required']],
    ['at least one guest', { guests: [] }, ['guests_required']],
    [
      'Guests over the maximum require contacting staff',
      { guests: [1, 2, 3, 4, 5, 6, 7].map((no) => aGuest(no, ['thai-massage'])) },
      ['too_many_guests'],
    ],
    ['six guests is fine', { guests: [1, 2, 3, 4, 5, 6].map((no) => aGuest(no, ['thai-massage'])) }, []],
    [
      "every guest's rules",
      { guests: [aGuest(1, ['oil-massage', 'onsen'], { onsen: hm('11:30'), spa: hm('10:00') }), aGuest(2)] },
      ['oil_before_onsen', 'treatment_required'],
    ],
    ['unknown ids are reported', { guests: [aGuest(1, ['gone'])] }, ['product_not_found']],
    [
      'A promo code cannot be combined with courses',
      { promoCode: 'SPRING', guests: [aGuest(1, ['R12:C7', 'R13:C7'])] },
      ['promo_with_course_items'],
    ],
    [
      'an empty promo code is no promo code',
      { promoCode: '', guests: [aGuest(1, ['R12:C7', 'R13:C7'])] },
      [],
    ],
    ['a promo code without course items', { promoCode: 'SPRING' }, []],
    [
      'course expired on the booking date',
      {
        catalog: aCatalog({ courses: [aCourse({ expiresOn: '2026-11-21' })] }),
        guests: [aGuest(1, ['R12:C7', 'R13:C7'])],
      },
      ['course_expired'],
    ],
    [
      'course volume',
      {
        catalog: aCatalog({ courses: [aCourse({ volumeAvailable: 0 })] }),
        guests: [aGuest(1, ['R12:C7', 'R13:C7'])],
      },
      ['course_volume_exceeded'],
    ],
    ['advance time', { time: hm('08:30') }, ['outside_opening_hours', 'advance_time_required']],
    [
      'an unreadable date skips the course checks',
      { date: '22/11/2026', guests: [aGuest(1, ['R12:C7', 'R13:C7'])] },
      ['date_invalid'],
    ],
    ['a guest whose treatments end after closing', { time: hm('21:30') }, ['ends_after_closing']],
  ])('%s', (_, overrides, codes) => {
    expect(codesOf(validateBooking(aBooking(overrides), now))).toEqual(codes);
  });

  it('checks the time of a guest that breaks another rule', () => {
    const guests = [aGuest(1, ['oil-massage', 'onsen'], { onsen: hm('21:00'), spa: hm('20:00') })];
    expect(codesOf(validateBooking(aBooking({ guests, time: hm('20:00') }), now))).toEqual([
      'oil_before_onsen',
      'ends_after_closing',
    ]);
  });

  it('the kiosk books from now', () => {
    const booking = aBooking({ time: hm('10:00') });
    expect(codesOf(validateBooking(booking, at('2026-11-22', '10:00'), kioskBookingOptions))).toEqual([]);
    expect(codesOf(validateBooking(booking, at('2026-11-22', '10:00')))).toEqual(['advance_time_required']);
  });
});

describe('validateBooking at a branch closing at 00:00: nothing runs past midnight', () => {
  const midnight = aBranch({ openTime: hm('10:00'), closeTime: closingMinute('00:00') });
  const endsAfterClosing = (guest: number, end: string, pastMidnight: boolean): Problem => ({
    code: 'ends_after_closing',
    params: { guest, end: hm(end), closeTime: 1440, pastMidnight },
  });
  const closingProblems = (result: ReturnType<typeof validateBooking>) =>
    result.ok ? [] : result.problems.filter((p) => p.code === 'ends_after_closing');

  it.each<[string, number, BookingInput['guests'], Problem[]]>([
    [
      'onsen 21:30-23:30 then oil massage 23:30-01:00',
      hm('21:30'),
      [aGuest(1, ['onsen', 'oil-massage'], { onsen: hm('21:30'), spa: hm('23:30') })],
      [endsAfterClosing(1, '01:00', true)],
    ],
    [
      'onsen 21:00-23:00 then a 60-minute massage 23:00-00:00 ends at closing',
      hm('21:00'),
      [aGuest(1, ['onsen', 'thai-massage'], { onsen: hm('21:00'), spa: hm('23:00') })],
      [],
    ],
    [
      'a 150-minute onsen package at 22:30 (onsen 22:30-23:30, oil 23:00-00:30)',
      hm('22:30'),
      [aGuest(2, ['onsen-package'], { onsen: hm('22:30'), spa: hm('23:00') })],
      [endsAfterClosing(2, '00:30', true)],
    ],
    [
      'two guests, only the second runs over, and is named',
      hm('23:00'),
      [aGuest(1, ['thai-massage']), aGuest(2, ['oil-massage'])],
      [endsAfterClosing(2, '00:30', true)],
    ],
  ])('%s', (_, time, guests, problems) => {
    const result = validateBooking(aBooking({ branch: midnight, time, guests }), now);
    expect(closingProblems(result)).toEqual(problems);
  });

  it('a booking it accepts never needs places past closing (capacity stays within the day)', () => {
    const productIds = ['thai-massage', 'onsen', 'oil-massage', 'akasuri', 'onsen-package'];
    const minute = fc.integer({ min: hm('10:00') / 30, max: hm('23:30') / 30 }).map((slot) => slot * 30);
    fc.assert(
      fc.property(
        minute,
        fc.array(fc.constantFrom(...productIds), { minLength: 1, maxLength: 4 }),
        fc.option(minute, { nil: null }),
        fc.option(minute, { nil: null }),
        (time, treatments, onsen, spa) => {
          const guests = [aGuest(1, treatments, { onsen, spa })];
          const result = validateBooking(aBooking({ branch: midnight, time, guests }), now);
          if (!result.ok) return;
          for (const [i, derived] of result.guests.entries()) {
            const guest = guests[i] as (typeof guests)[number];
            for (const need of guestCapacityNeeds(derived, guest.start, time)) {
              expect(need.toMin).toBeLessThanOrEqual(1440);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
