import fc from 'fast-check';
import {
  formatDateTime,
  formatTimeOfDay,
  isIsoDate,
  minutesBetween,
  parseDateTime,
  parseTimeOfDay,
  toBranchLocal,
  weekdayOf,
} from './calendar.js';

it('runs in a half-hour-offset zone, so reading local time would fail these tests', () => {
  expect(new Date(0).getTimezoneOffset()).toBe(-330);
});

describe('dates', () => {
  it.each([
    ['2026-11-22', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['22/11/2026', false],
  ])('isIsoDate(%s) = %s', (date, valid) => {
    expect(isIsoDate(date)).toBe(valid);
  });

  it.each([
    ['1970-01-01', 4],
    ['2026-11-22', 0],
    ['2026-11-28', 6],
    ['1969-12-31', 3],
  ])('weekdayOf(%s) = %i (0 = Sunday)', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it('throws on a date that is not real', () => {
    expect(() => weekdayOf('2026-02-30')).toThrow(RangeError);
  });

  it.each([
    ['same day', { date: '2026-11-22', time: 600 }, { date: '2026-11-22', time: 660 }, 60],
    ['across midnight', { date: '2026-11-22', time: 1410 }, { date: '2026-11-23', time: 30 }, 60],
    ['backwards', { date: '2026-11-23', time: 0 }, { date: '2026-11-22', time: 0 }, -1440],
    ['across a month end', { date: '2026-02-28', time: 0 }, { date: '2026-03-01', time: 0 }, 1440],
  ])('minutesBetween %s', (_, from, to, minutes) => {
    expect(minutesBetween(from, to)).toBe(minutes);
  });
});

describe('times of day', () => {
  it.each([
    ['00:00', 0],
    ['10:30', 630],
    ['10:30:00', 630],
    ['23:59:00', 1439],
    ['24:00:00', 1440],
  ])('parseTimeOfDay(%s) = %i', (text, time) => {
    expect(parseTimeOfDay(text)).toEqual({ ok: true, time });
  });

  it.each([['10:30:15'], ['24:30'], ['10:60'], ['9:30'], ['']])('parseTimeOfDay rejects %j', (text) => {
    expect(parseTimeOfDay(text)).toEqual({
      ok: false,
      problems: [{ code: 'time_invalid', params: { time: text } }],
    });
  });

  it('formats and reads back every minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1440 }), (time) => {
        expect(parseTimeOfDay(formatTimeOfDay(time))).toEqual({ ok: true, time });
      }),
    );
  });

  it.each([[-1], [1441], [10.5]])('formatTimeOfDay(%d) throws', (time) => {
    expect(() => formatTimeOfDay(time)).toThrow(RangeError);
  });
});

describe('date-times in the spec format', () => {
  it('formats YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime({ date: '2026-11-22', time: 630 })).toBe('2026-11-22 10:30:00');
    expect(() => formatDateTime({ date: '2026-11-31', time: 0 })).toThrow(RangeError);
  });

  it.each([
    ['2026-11-22 10:30:00', { ok: true, date: '2026-11-22', time: 630 }],
    ['2026-11-22T10:30', { ok: true, date: '2026-11-22', time: 630 }],
    [
      '2026-11-31 10:30:00',
      { ok: false, problems: [{ code: 'date_invalid', params: { date: '2026-11-31 10:30:00' } }] },
    ],
    ['2026-11-22', { ok: false, problems: [{ code: 'date_invalid', params: { date: '2026-11-22' } }] }],
    ['2026-11-22 25:00', { ok: false, problems: [{ code: 'time_invalid', params: { time: '25:00' } }] }],
  ])('parseDateTime(%j)', (text, result) => {
    expect(parseDateTime(text)).toEqual(result);
  });
});

describe('toBranchLocal turns an instant into the branch wall clock, whatever the machine zone', () => {
  it.each([
    [
      'Bangkok is UTC+7',
      Date.UTC(2026, 10, 22, 3, 30, 59),
      'Asia/Bangkok',
      { date: '2026-11-22', time: 630 },
    ],
    [
      'past midnight in Bangkok',
      Date.UTC(2026, 10, 22, 17, 5),
      'Asia/Bangkok',
      { date: '2026-11-23', time: 5 },
    ],
    [
      'midnight is 00:00, not 24:00',
      Date.UTC(2026, 10, 22, 17, 0),
      'Asia/Bangkok',
      { date: '2026-11-23', time: 0 },
    ],
    ['UTC', Date.UTC(2026, 0, 1, 0, 0), 'UTC', { date: '2026-01-01', time: 0 }],
  ])('%s', (_, instant, zone, local) => {
    expect(toBranchLocal(instant, zone)).toEqual(local);
  });
});

describe('toBranchLocal keeps its last answer per zone only for that minute', () => {
  it('answers the same within a minute and moves on with the next one, per zone', () => {
    const at = Date.UTC(2026, 10, 22, 14, 59);
    expect(toBranchLocal(at, 'Asia/Tokyo')).toEqual({ date: '2026-11-22', time: 23 * 60 + 59 });
    expect(toBranchLocal(at + 59_999, 'Asia/Tokyo')).toEqual({ date: '2026-11-22', time: 23 * 60 + 59 });
    expect(toBranchLocal(at + 60_000, 'Asia/Tokyo')).toEqual({ date: '2026-11-23', time: 0 });
    expect(toBranchLocal(at + 60_000, 'UTC')).toEqual({ date: '2026-11-22', time: 15 * 60 });
    expect(toBranchLocal(at, 'Asia/Tokyo')).toEqual({ date: '2026-11-22', time: 23 * 60 + 59 });
  });
});

describe("toBranchLocal counts Bangkok's wall clock without Intl", () => {
  const byIntl = (epochMs: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'Asia/Bangkok',
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(epochMs)
        .map((p) => [p.type, p.value]),
    );
    return {
      date: `${parts.year}-${parts.month}-${parts.day}`,
      time: Number(parts.hour) * 60 + Number(parts.minute),
    };
  };

  it('answers as Intl does at any instant from 1970 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (epochMs) => {
        expect(toBranchLocal(epochMs, 'Asia/Bangkok')).toEqual(byIntl(epochMs));
      }),
      { numRuns: 2000 },
    );
  });
});
