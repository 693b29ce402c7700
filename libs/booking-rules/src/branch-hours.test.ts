import {
  assertBranchHours,
  bookingTimeSlots,
  closingMinute,
  parseBranchHours,
  type Branch,
} from './branch-hours.js';
import { aBranch, at, hm } from './testing/builders.js';

const options = { advanceMin: 60, slotStepMin: 30 };
const slotsOf = (result: ReturnType<typeof bookingTimeSlots>) =>
  result.ok ? result.slots.map(clock) : result.problems;
const clock = (time: number) =>
  `${String(Math.floor(time / 60)).padStart(2, '0')}:${String(time % 60).padStart(2, '0')}`;

describe('bookingTimeSlots: every 30 minutes, from opening, 60 minutes ahead, ending by closing', () => {
  it.each<[string, Partial<Branch>, string, Partial<typeof options> & { durationMin?: number }, unknown]>([
    [
      'a short day, booked the day before',
      { openTime: hm('10:00'), closeTime: hm('12:00') },
      '2026-11-21 09:00',
      {},
      ['10:00', '10:30', '11:00', '11:30'],
    ],
    [
      'the grid counts from midnight',
      { openTime: hm('10:15'), closeTime: hm('12:00') },
      '2026-11-21 09:00',
      {},
      ['10:30', '11:00', '11:30'],
    ],
    [
      '60 minutes ahead on the day',
      { openTime: hm('10:00'), closeTime: hm('13:00') },
      '2026-11-22 10:10',
      {},
      ['11:30', '12:00', '12:30'],
    ],
    [
      'exactly 60 minutes ahead is allowed',
      { openTime: hm('10:00'), closeTime: hm('12:00') },
      '2026-11-22 10:00',
      {},
      ['11:00', '11:30'],
    ],
    [
      'the kiosk books from now',
      { openTime: hm('10:00'), closeTime: hm('12:00') },
      '2026-11-22 10:30',
      { advanceMin: 0 },
      ['10:30', '11:00', '11:30'],
    ],
    [
      'a 90-minute treatment must end by closing',
      { openTime: hm('10:00'), closeTime: hm('12:00') },
      '2026-11-21 09:00',
      { durationMin: 90 },
      ['10:00', '10:30'],
    ],
    ['late in the evening nothing is left', {}, '2026-11-22 21:30', {}, []],
    ['a day in the past has nothing', {}, '2026-11-23 09:00', {}, []],
    [
      'closing at midnight',
      { openTime: hm('22:00'), closeTime: 1440 },
      '2026-11-21 09:00',
      {},
      ['22:00', '22:30', '23:00', '23:30'],
    ],
  ])('%s', (_, branch, now, extra, expected) => {
    const [date = '', time = ''] = now.split(' ');
    expect(
      slotsOf(bookingTimeSlots(aBranch(branch), '2026-11-22', at(date, time), { ...options, ...extra })),
    ).toEqual(expected);
  });

  it.each<[string, Partial<Branch>, string, unknown]>([
    [
      'a closed weekday',
      { openDays: [1, 2, 3, 4, 5] },
      '2026-11-22',
      [{ code: 'branch_closed_on_day', params: { date: '2026-11-22', weekday: 0 } }],
    ],
    [
      'before the branch opens',
      { openDate: '2026-12-01' },
      '2026-11-22',
      [{ code: 'before_branch_open_date', params: { date: '2026-11-22', openDate: '2026-12-01' } }],
    ],
    [
      'a closed date (a holiday)',
      { closedDates: ['2026-11-22'] },
      '2026-11-22',
      [{ code: 'branch_closed_on_date', params: { date: '2026-11-22' } }],
    ],
    ['the day after a closed date', { closedDates: ['2026-11-21'] }, '2026-11-22', 'slots'],
    ['on its opening date', { openDate: '2026-11-22' }, '2026-11-22', 'slots'],
    ['on its last day', { closeDate: '2026-11-22' }, '2026-11-22', 'slots'],
    [
      'after it closed',
      { closeDate: '2026-11-21' },
      '2026-11-22',
      [{ code: 'after_branch_close_date', params: { date: '2026-11-22', closeDate: '2026-11-21' } }],
    ],
    [
      'a date that does not exist',
      {},
      '2026-11-31',
      [{ code: 'date_invalid', params: { date: '2026-11-31' } }],
    ],
  ])('%s', (_, branch, date, expected) => {
    const result = bookingTimeSlots(aBranch(branch), date, at('2026-11-01', '09:00'), options);
    expect(result.ok ? 'slots' : result.problems).toEqual(expected);
  });

  it('refuses a step below one minute', () => {
    expect(() =>
      bookingTimeSlots(aBranch(), '2026-11-22', at('2026-11-01', '09:00'), { advanceMin: 0, slotStepMin: 0 }),
    ).toThrow(RangeError);
  });
});

describe('assertBranchHours: impossible hours are a data error', () => {
  it.each([
    [{ openTime: 600, closeTime: 600 }],
    [{ openTime: 1300, closeTime: 600 }],
    [{ openTime: -30, closeTime: 600 }],
    [{ openTime: 600, closeTime: 1470 }],
    [{ openTime: 600.5, closeTime: 1200 }],
    [{ openTime: 600, closeTime: 1200.5 }],
  ])('%j', (hours) => {
    expect(() => assertBranchHours(aBranch(hours))).toThrow(RangeError);
  });
});

describe('parseBranchHours: clock times as stored, 00:00 closing is midnight at the end of the day', () => {
  it.each([
    ['10:00:00', '22:00:00', 600, 1320],
    ['09:30', '00:00:00', 570, 1440],
    ['00:00', '24:00', 0, 1440],
  ])('%s..%s is %i..%i', (open, close, openTime, closeTime) => {
    expect(parseBranchHours(open, close)).toEqual({ ok: true, openTime, closeTime });
  });

  it.each([
    ['10h', '22:00'],
    ['10:00', '22:00:30'],
  ])('refuses %s..%s as time_invalid', (open, close) => {
    const result = parseBranchHours(open, close);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems.map((p) => p.code)).toEqual(['time_invalid']);
  });
});

describe('closingMinute: the one "00:00 closing means midnight" rule', () => {
  it.each([
    ['22:00:00', 1320],
    ['22:00', 1320],
    ['23:30', 1410],
    ['00:00:00', 1440],
    ['00:00', 1440],
    ['24:00', 1440],
    // Only 00:00 means midnight: a closing after midnight is not supported and assertBranchHours refuses it.
    ['00:30', 30],
  ])('%s closes at minute %i', (text, minute) => {
    expect(closingMinute(text)).toBe(minute);
  });

  it.each([['midnight'], ['25:00'], ['22:00:30'], ['']])('%j is a data error', (text) => {
    expect(() => closingMinute(text)).toThrow(RangeError);
  });
});
