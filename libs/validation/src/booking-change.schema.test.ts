import { parseInput } from './parse-input';
import { moveBookingSchema, moveMyBookingInputSchema, waitlistUntilSchema } from './booking-change.schema';

describe('booking change schemas', () => {
  it('reads the form of a move, and names what is missing', () => {
    const form = { date: '2026-12-01', time: '16:00', payment_method: 'card' };
    expect(parseInput(moveBookingSchema, form)).toEqual({ ok: true, value: form });
    const missing = parseInput(moveBookingSchema, { date: '', time: '', payment_method: 'cash' });
    expect(missing.ok ? [] : missing.problems.map((p) => p.message)).toEqual([
      'date.required',
      'time.required',
      'payment_method.invalid',
    ]);
  });

  it('reads where moveMyBooking moves to, on the grid only', () => {
    expect(parseInput(moveMyBookingInputSchema, { date_time: '2026-12-01 16:15' })).toEqual({
      ok: true,
      value: { date_time: { date: '2026-12-01', time: 975 }, difference: null, payment_method: null },
    });
    expect(parseInput(moveMyBookingInputSchema, { date_time: '2026-12-01 16:10' }).ok).toBe(false);
  });

  it('reads the difference a customer agreed to pay, in whole satang, and how', () => {
    const agreed = { date_time: '2026-12-01 17:00', difference: 12_750, payment_method: 'qr' };
    expect(parseInput(moveMyBookingInputSchema, agreed)).toMatchObject({
      ok: true,
      value: { difference: 12_750, payment_method: 'qr' },
    });
    for (const bad of [{ difference: -1 }, { difference: 0.5 }, { payment_method: 'cash' }])
      expect(parseInput(moveMyBookingInputSchema, { ...agreed, ...bad }).ok).toBe(false);
  });

  it.each([
    [null, null],
    [undefined, null],
    ['15:30', 930],
    ['15:45:00', 945],
  ])('reads until %p as %p', (until, minutes) => {
    expect(parseInput(waitlistUntilSchema, { until })).toEqual({ ok: true, value: { until: minutes } });
  });

  it.each(['15:10', '24:00', '15:30:30', 'soon'])('refuses until %p', (until) => {
    const parsed = parseInput(waitlistUntilSchema, { until });
    expect(parsed.ok ? null : parsed.problems[0]?.message).toBe('until.invalid');
  });
});
