import { kioskBookingOptions } from './booking-options.js';
import type { ProblemCode } from './problems.js';
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
