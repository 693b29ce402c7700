import { addDays, isCalendarDate, todayIn } from './day-date';

describe('the day sheet dates', () => {
  it("takes today at the branch's zone, not the desk computer's", () => {
    // 18:30 UTC on the 24th is already 01:30 on the 25th in Bangkok.
    expect(todayIn('Asia/Bangkok', new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
    expect(todayIn('Asia/Bangkok', new Date('2026-11-24T16:59:00Z'))).toBe('2026-11-24');
  });

  it('steps across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it.each([
    ['2026-11-24', true],
    ['2026-02-30', false],
    ['24/11/2026', false],
    [null, false],
  ])('reads %s as a date: %s', (value, ok) => {
    expect(isCalendarDate(value)).toBe(ok);
  });
});
