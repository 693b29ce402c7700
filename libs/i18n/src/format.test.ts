import { formatDate, formatInstant, formatMoney, formatTime, weekdayNames } from './format';

describe('formatting', () => {
  it.each([
    ['en', 1200, '฿1,200.00'],
    ['th', 1200, '฿1,200.00'],
    ['en', 0.5, '฿0.50'],
    ['zh', 99.999, '฿100.00'],
  ] as const)('money in %s: %d -> %s', (locale, amount, text) => {
    expect(formatMoney(amount, locale)).toBe(text);
  });

  it('shows Thai dates in the Common Era, never the Buddhist year', () => {
    expect(formatDate('2026-11-22', 'th', 'long')).toContain('2026');
    expect(formatDate('2026-11-22', 'th', 'long')).not.toContain('2569');
    expect(formatDate('2026-11-22', 'en', 'long')).toBe('22 November 2026');
    expect(formatDate('2026-11-22', 'zh', 'long')).toBe('2026年11月22日');
  });

  it('keeps the calendar day whatever the machine time zone', () => {
    expect(formatDate('2027-01-01', 'en', 'medium')).toBe('1 Jan 2027');
  });

  it("shows a moment at the branch's zone, in the Common Era", () => {
    const at = '2026-11-24T07:05:00.000Z';
    expect(formatInstant(at, 'en', 'Asia/Bangkok')).toBe('24 Nov 2026, 14:05');
    expect(formatInstant(at, 'th', 'Asia/Bangkok')).toContain('2026');
    expect(formatInstant(at, 'th', 'Asia/Bangkok')).toContain('14:05');
    expect(formatInstant('not a date', 'en', 'Asia/Bangkok')).toBe('not a date');
  });

  it('shows times as HH:mm and weekdays Sunday first', () => {
    expect(formatTime('09:30:00')).toBe('09:30');
    expect(weekdayNames('en', 'long')[0]).toBe('Sunday');
    expect(weekdayNames('en', 'long')[3]).toBe('Wednesday');
    expect(weekdayNames('th', 'short')).toHaveLength(7);
  });
});
