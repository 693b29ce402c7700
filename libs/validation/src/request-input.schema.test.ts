import { parseInput } from './parse-input';
import { acceptLegalInputSchema, directRequestInputSchema } from './request-input.schema';

const valid = {
  branch_id: 'yuzen-sukhumvit',
  date: '2026-11-23',
  time: '14:00:00',
  guest_count: 12,
  contact_name: ' Somchai ',
  contact_phone: '+66 81 234 5678',
  contact_email: ' somchai@example.com ',
  message: '  ',
};

describe('direct request input', () => {
  it('normalises contact details, keeps HH:mm and drops an empty message', () => {
    const result = parseInput(directRequestInputSchema, valid);
    expect(result).toEqual({
      ok: true,
      value: {
        branch_id: 'yuzen-sukhumvit',
        date: '2026-11-23',
        time: '14:00',
        guest_count: 12,
        contact_name: 'Somchai',
        contact_phone: '0812345678',
        contact_email: 'somchai@example.com',
        message: null,
      },
    });
  });

  it.each([
    ['guest_count', { guest_count: 1 }, 'guest_count.invalid'],
    ['guest_count', { guest_count: 201 }, 'guest_count.invalid'],
    ['guest_count', { guest_count: 7.5 }, 'guest_count.invalid'],
    ['date', { date: '2026-02-30' }, 'date.invalid'],
    ['date', { date: '2026-13-01x' }, 'date.invalid'],
    ['time', { time: '24:00' }, 'time.invalid'],
    ['contact_phone', { contact_phone: '12345' }, 'phone.invalid'],
    ['contact_email', { contact_email: 'nobody' }, 'email.invalid'],
    ['message', { message: 'x'.repeat(2001) }, 'message.tooLong'],
  ])('names %s', (field, over, message) => {
    const result = parseInput(directRequestInputSchema, { ...valid, ...over });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toEqual({ field, message });
  });
});

describe('accept legal input', () => {
  it('takes a rule and a version, contacts optional', () => {
    expect(parseInput(acceptLegalInputSchema, { rule: 'privacy', version: ' 2025-01 ' })).toEqual({
      ok: true,
      value: {
        rule: 'privacy',
        version: '2025-01',
        contact_email: null,
        contact_phone: null,
        booking_id: null,
        booking_token: null,
      },
    });
  });

  it.each([
    ['rule', { rule: 'marketing', version: '1' }, 'rule.invalid'],
    ['version', { rule: 'terms', version: 'x'.repeat(21) }, 'version.invalid'],
    ['version', { rule: 'terms', version: ' ' }, 'version.invalid'],
    ['booking_id', { rule: 'terms', version: '1', booking_id: 'nope' }, 'booking_id.invalid'],
  ])('names %s', (field, input, message) => {
    const result = parseInput(acceptLegalInputSchema, input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toEqual({ field, message });
  });
});
