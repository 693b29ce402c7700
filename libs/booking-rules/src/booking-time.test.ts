import { validateBookingTime, type TimedGuest } from './booking-time.js';
import { closingMinute } from './branch-hours.js';
import { formatTimeOfDay } from './calendar.js';
import type { Problem } from './problems.js';
import { aBranch, at, hm } from './testing/builders.js';

const online = { advanceMin: 60, slotStepMin: 30 };
const date = '2026-11-22';

/** A guest of `spaMin` minutes at the spa, with `onsenMin` in the onsen when given. */
function aTimedGuest(
  no: number,
  spaMin: number,
  onsenMin?: number,
  start: { onsen?: number; spa?: number } = {},
): TimedGuest {
  return {
    no,
    hasOnsenFee: onsenMin !== undefined,
    onsenDurationMin: onsenMin ?? 0,
    spaDurationMin: spaMin,
    start: { onsen: start.onsen ?? null, spa: start.spa ?? null },
  };
}

describe('validateBookingTime: branch 10:00-22:00, booking on 2026-11-22', () => {
  it.each<[string, number, TimedGuest[], string, Problem[]]>([
    ['a 60-minute treatment at 10:00, booked at 08:00', hm('10:00'), [aTimedGuest(1, 60)], '08:00', []],
    [
      'Booking must be made a set time in advance',
      hm('10:00'),
      [aTimedGuest(1, 60)],
      '09:30',
      [{ code: 'advance_time_required', params: { advanceMin: 60 } }],
    ],
    [
      'start times every 30 minutes',
      hm('10:15'),
      [],
      '08:00',
      [{ code: 'time_not_on_slot', params: { time: hm('10:15'), stepMin: 30 } }],
    ],
    [
      'within branch open and close times (before opening)',
      hm('09:30'),
      [],
      '08:00',
      [
        {
          code: 'outside_opening_hours',
          params: { time: hm('09:30'), openTime: hm('10:00'), closeTime: hm('22:00') },
        },
      ],
    ],
    [
      'within branch open and close times (at closing)',
      hm('22:00'),
      [],
      '08:00',
      [
        {
          code: 'outside_opening_hours',
          params: { time: hm('22:00'), openTime: hm('10:00'), closeTime: hm('22:00') },
        },
      ],
    ],
    [
      "every guest's treatments end by closing time",
      hm('21:00'),
      [aTimedGuest(1, 60), aTimedGuest(2, 90)],
      '08:00',
      [
        {
          code: 'ends_after_closing',
          params: { guest: 2, end: hm('22:30'), closeTime: hm('22:00'), pastMidnight: false },
        },
      ],
    ],
    [
      'onsen 20:00-22:00, then nothing else: fine',
      hm('20:00'),
      [aTimedGuest(1, 0, 120, { onsen: hm('20:00') })],
      '08:00',
      [],
    ],
    [
      'the spa part after the onsen ends after closing',
      hm('19:00'),
      [aTimedGuest(1, 90, 120, { onsen: hm('19:00'), spa: hm('21:00') })],
      '08:00',
      [
        {
          code: 'ends_after_closing',
          params: { guest: 1, end: hm('22:30'), closeTime: hm('22:00'), pastMidnight: false },
        },
      ],
    ],
    [
      'a guest may not start before the booking time',
      hm('11:00'),
      [aTimedGuest(1, 60, 120, { onsen: hm('10:30'), spa: hm('12:30') })],
      '08:00',
      [
        {
          code: 'guest_start_before_booking_time',
          params: { guest: 1, start: hm('10:30'), time: hm('11:00') },
        },
      ],
    ],
    [
      'the onsen start defaults to the booking time',
      hm('10:00'),
      [aTimedGuest(1, 60, 120, { spa: hm('12:00') })],
      '08:00',
      [],
    ],
    [
      'the spa start defaults to the end of the onsen',
      hm('10:00'),
      [aTimedGuest(1, 60, 120, { onsen: hm('11:00') })],
      '08:00',
      [],
    ],
    [
      'onsen 20:00-22:00 without a spa start: the spa follows it and ends after closing',
      hm('20:00'),
      [aTimedGuest(1, 60, 120)],
      '08:00',
      [
        {
          code: 'ends_after_closing',
          params: { guest: 1, end: hm('23:00'), closeTime: hm('22:00'), pastMidnight: false },
        },
      ],
    ],
  ])('%s', (_, time, guests, nowTime, problems) => {
    const result = validateBookingTime(
      { branch: aBranch({ openTime: hm('10:00'), closeTime: hm('22:00') }), date, time, guests },
      at(date, nowTime),
      online,
    );
    expect(result.ok ? [] : result.problems).toEqual(problems);
  });

  it('the kiosk books from now', () => {
    const result = validateBookingTime(
      { branch: aBranch(), date, time: hm('10:30'), guests: [] },
      at(date, '10:30'),
      { ...online, advanceMin: 0 },
    );
    expect(result).toEqual({ ok: true });
  });

  it.each<[string, string, number, Problem[]]>([
    [
      'a date that does not exist',
      '2026-02-30',
      hm('10:00'),
      [{ code: 'date_invalid', params: { date: '2026-02-30' } }],
    ],
    ['a fractional minute', date, 600.5, [{ code: 'time_invalid', params: { time: 600.5 } }]],
    ['minute 1440 is not a start', date, 1440, [{ code: 'time_invalid', params: { time: 1440 } }]],
    [
      'both',
      'x',
      -30,
      [
        { code: 'date_invalid', params: { date: 'x' } },
        { code: 'time_invalid', params: { time: -30 } },
      ],
    ],
  ])('unreadable input stops the checks: %s', (_, day, time, problems) => {
    expect(
      validateBookingTime({ branch: aBranch(), date: day, time, guests: [] }, at(date, '08:00'), online),
    ).toEqual({ ok: false, problems });
  });

  it('reports a closed day alongside the time problems', () => {
    const branch = aBranch({ openDays: [1, 2, 3, 4, 5, 6] });
    const result = validateBookingTime(
      { branch, date, time: hm('10:15'), guests: [] },
      at(date, '08:00'),
      online,
    );
    expect(result.ok ? [] : result.problems.map((p) => p.code)).toEqual([
      'branch_closed_on_day',
      'time_not_on_slot',
    ]);
  });
});

describe('validateBookingTime: a branch closing at 00:00 (1440), treatments near midnight', () => {
  const midnight = aBranch({ openTime: hm('10:00'), closeTime: closingMinute('00:00:00') });
  const endsAfterClosing = (guest: number, end: string, pastMidnight: boolean): Problem => ({
    code: 'ends_after_closing',
    params: { guest, end: hm(end), closeTime: 1440, pastMidnight },
  });

  it.each<[string, number, TimedGuest[], Problem[]]>([
    ['a 60-minute massage at 23:00 ends at midnight exactly', hm('23:00'), [aTimedGuest(1, 60)], []],
    [
      'a 90-minute massage at 23:00 would end at 00:30 the next day',
      hm('23:00'),
      [aTimedGuest(1, 90)],
      [endsAfterClosing(1, '00:30', true)],
    ],
    [
      'a 240-minute package at 22:00 would end at 02:00',
      hm('22:00'),
      [aTimedGuest(1, 240)],
      [endsAfterClosing(1, '02:00', true)],
    ],
    [
      'onsen 22:00-00:00 then spa at 00:00: the spa part runs past midnight',
      hm('22:00'),
      [aTimedGuest(2, 60, 120, { onsen: hm('22:00') })],
      [endsAfterClosing(2, '01:00', true)],
    ],
    [
      'onsen 21:00-23:00 then spa 23:00-00:00: fine',
      hm('21:00'),
      [aTimedGuest(1, 60, 120, { onsen: hm('21:00'), spa: hm('23:00') })],
      [],
    ],
    [
      'spa first at 22:30 for 60, then onsen at 23:30 for 120: the onsen part runs past midnight',
      hm('22:30'),
      [aTimedGuest(3, 60, 120, { spa: hm('22:30'), onsen: hm('23:30') })],
      [endsAfterClosing(3, '01:30', true)],
    ],
    [
      'each guest is named: guest 1 fits, guest 2 runs over',
      hm('23:00'),
      [aTimedGuest(1, 30), aTimedGuest(2, 120)],
      [endsAfterClosing(2, '01:00', true)],
    ],
  ])('%s', (_, time, guests, problems) => {
    const result = validateBookingTime({ branch: midnight, date, time, guests }, at(date, '08:00'), online);
    expect(result.ok ? [] : result.problems).toEqual(problems);
  });

  it('never reports a time past midnight: every time parameter can be formatted', () => {
    for (const time of [hm('22:00'), hm('22:30'), hm('23:00'), hm('23:30')]) {
      for (const spaMin of [30, 60, 90, 120, 240, 600]) {
        const result = validateBookingTime(
          { branch: midnight, date, time, guests: [aTimedGuest(1, spaMin, 120)] },
          at(date, '08:00'),
          online,
        );
        for (const p of result.ok ? [] : result.problems) {
          const times = Object.entries(p.params).filter(([key]) =>
            ['time', 'start', 'end', 'closeTime'].includes(key),
          );
          for (const [, value] of times) expect(() => formatTimeOfDay(value as number)).not.toThrow();
        }
      }
    }
  });
});
