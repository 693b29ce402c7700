import { cancelBookingInputSchema, checkInInputSchema, daySheetInputSchema } from './desk.schema';
import { parseInput } from './parse-input';

describe('desk inputs', () => {
  it('takes a day by branch and calendar date', () => {
    expect(parseInput(daySheetInputSchema, { branch_id: 'b', date: '2026-02-28' }).ok).toBe(true);
    const wrong = parseInput(daySheetInputSchema, { branch_id: 'b', date: '2026-02-30' });
    expect(wrong).toEqual({ ok: false, problems: [{ field: 'date', message: 'date.invalid' }] });
  });

  it.each([
    [{ id: 'abc' }, true],
    [{ qr: ' https://x.test/book/abc?token=t ' }, true],
    [{}, false],
    [{ id: 'abc', qr: 'https://x.test/book/abc?token=t' }, false],
    [{ id: '', qr: null }, false],
  ])('checks in with %j: %s', (input, ok) => {
    expect(parseInput(checkInInputSchema, input).ok).toBe(ok);
  });

  it('trims the reason of a cancellation and refuses an unknown refund or a long reason', () => {
    expect(parseInput(cancelBookingInputSchema, { id: 'a', refund: 'none', reason: ' late ' })).toEqual({
      ok: true,
      value: { id: 'a', refund: 'none', reason: 'late' },
    });
    const refund = parseInput(cancelBookingInputSchema, { id: 'a', refund: 'cash' });
    expect(refund.ok === false && refund.problems[0]).toEqual({ field: 'refund', message: 'refund.invalid' });
    const long = parseInput(cancelBookingInputSchema, { id: 'a', refund: 'none', reason: 'x'.repeat(501) });
    expect(long.ok === false && long.problems[0]).toEqual({ field: 'reason', message: 'reason.tooLong' });
  });
});
