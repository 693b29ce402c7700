import fc from 'fast-check';
import { formatCount, formatDate, formatMoney, formatTime, weekdayNames } from './format';
import { formatInstant, formatLongDate, formatMonthYear, shortWeekdayNames } from './long-dates';
import { localeOf, type LocaleCode } from './locales';

const LOCALES: LocaleCode[] = ['en', 'th', 'zh'];
const intlMoney = (amount: number, locale: LocaleCode) =>
  new Intl.NumberFormat(localeOf(locale).iso, {
    style: 'currency',
    currency: 'THB',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
const noon = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 12));
};
const isoDate = fc
  .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

// The names and patterns are written out (calendar-names.ts): these hold them to CLDR as Node's Intl has it.
describe('dates and amounts written without Intl say what Intl says', () => {
  it('money, in every language, for any amount (rounded as ICU rounds)', () => {
    const amount = fc.oneof(
      fc.integer({ min: -1e9, max: 1e9 }).map((satang) => satang / 100),
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
      fc.constantFrom(0, -0, 0.005, 1.005, -1.125, 999.995, 9_999_999_999_999.99, -0.001, 1e-7),
    );
    fc.assert(
      fc.property(amount, fc.constantFrom(...LOCALES), (value, locale) => {
        expect(formatMoney(value)).toBe(intlMoney(value, locale));
      }),
      { numRuns: 3000 },
    );
  });

  it('counts, in every language, for any whole number', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom(...LOCALES), (value, locale) => {
        expect(formatCount(value)).toBe(new Intl.NumberFormat(localeOf(locale).iso).format(value));
      }),
      { numRuns: 2000 },
    );
    expect(() => formatCount(1.5)).toThrow(RangeError);
  });

  it('calendar dates in every style and language', () => {
    fc.assert(
      fc.property(
        isoDate,
        fc.constantFrom(...LOCALES),
        fc.constantFrom('medium', 'long', 'full'),
        (date, locale, style) => {
          const intl = new Intl.DateTimeFormat(localeOf(locale).iso, { dateStyle: style, timeZone: 'UTC' });
          expect(style === 'medium' ? formatDate(date, locale) : formatLongDate(date, locale, style)).toBe(
            intl.format(noon(date)),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("a month's title and the weekday names", () => {
    for (const locale of LOCALES) {
      const iso = localeOf(locale).iso;
      for (let month = 1; month <= 12; month++)
        expect(formatMonthYear(2026, month, locale)).toBe(
          new Intl.DateTimeFormat(iso, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
            new Date(Date.UTC(2026, month - 1, 15)),
          ),
        );
      for (const style of ['short', 'long'] as const) {
        const intl = new Intl.DateTimeFormat(iso, { weekday: style, timeZone: 'UTC' });
        // 2026-11-22 is a Sunday.
        expect(style === 'long' ? weekdayNames(locale) : shortWeekdayNames(locale)).toEqual(
          Array.from({ length: 7 }, (_, day) => intl.format(new Date(Date.UTC(2026, 10, 22 + day, 12)))),
        );
      }
    }
  });

  it('refuses what is not a date, and what is not an amount', () => {
    expect(() => formatDate('not a date', 'en')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(1e15)).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it.each([
    ['en', 1200, '฿1,200.00'],
    ['th', 1200, '฿1,200.00'],
    ['en', 0.5, '฿0.50'],
    ['zh', 99.999, '฿100.00'],
  ] as const)('money in %s: %d -> %s', (locale, amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('shows Thai dates in the Common Era, never the Buddhist year', () => {
    expect(formatLongDate('2026-11-22', 'th')).toContain('2026');
    expect(formatLongDate('2026-11-22', 'th')).not.toContain('2569');
    expect(formatLongDate('2026-11-22', 'en')).toBe('22 November 2026');
    expect(formatLongDate('2026-11-22', 'zh')).toBe('2026年11月22日');
  });

  it('keeps the calendar day whatever the machine time zone', () => {
    expect(formatDate('2027-01-01', 'en')).toBe('1 Jan 2027');
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
    expect(weekdayNames('en')[0]).toBe('Sunday');
    expect(weekdayNames('en')[3]).toBe('Wednesday');
    expect(shortWeekdayNames('th')).toHaveLength(7);
  });
});
