import { normalizeThaiMobile } from './contact.schema';
import { orderSummaryInputSchema, prebookInputSchema } from './booking-input.schema';
import { parseInput } from './parse-input';

const valid = {
  guest_count: 2,
  branch_id: 'yuzen-sukhumvit',
  date_time: '2026-11-23 14:00:00',
  treatments: JSON.stringify({
    1: { no: 1, start: { onsen: '14:00', spa: '16:00:00' }, treatments: ['a', 'b'] },
    2: { no: 2, treatments: ['c'] },
  }),
  contact_phone: '081-234-5678',
  contact_email: ' someone@example.com ',
};

describe('prebook input', () => {
  it('reads guests keyed by number, times as minutes, and normalises contact details', () => {
    const result = parseInput(prebookInputSchema, valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.date_time).toEqual({ date: '2026-11-23', time: 840 });
    expect(result.value.treatments).toEqual([
      { no: 1, start: { onsen: 840, spa: 960 }, treatments: ['a', 'b'] },
      { no: 2, start: { onsen: null, spa: null }, treatments: ['c'] },
    ]);
    expect(result.value.contact_phone).toBe('0812345678');
    expect(result.value.contact_email).toBe('someone@example.com');
    expect(result.value.channel).toBe('isbs');
  });

  it('takes a leap day in a leap year', () => {
    expect(parseInput(prebookInputSchema, { ...valid, date_time: '2028-02-29 10:00' }).ok).toBe(true);
    expect(parseInput(prebookInputSchema, { ...valid, date_time: '2028-02-29 10:45:00' }).ok).toBe(true);
  });

  it.each([
    ['guest_count', { guest_count: 0 }, 'guest_count.invalid'],
    ['guest_count', { guest_count: 1.5 }, 'guest_count.invalid'],
    ['date_time', { date_time: '2026-13-01 10:00' }, 'date_time.invalid'],
    ['date_time', { date_time: '2026-02-31 10:00' }, 'date_time.invalid'],
    ['date_time', { date_time: '2026-11-23 14:07:00' }, 'date_time.offGrid'],
    ['date_time', { date_time: '2026-11-23 14:10' }, 'date_time.offGrid'],
    ['date_time', { date_time: '2026-11-23 14:15:30' }, 'date_time.offGrid'],
    [
      'treatments',
      { treatments: JSON.stringify([{ no: 1, name: 'a\u0000', treatments: [] }]) },
      'text.unstorable',
    ],
    ['treatments', { treatments: '{oops' }, 'treatments.invalid'],
    ['treatments', { treatments: '"text"' }, 'treatments.invalid'],
    [
      'treatments.0.start.onsen',
      { treatments: JSON.stringify([{ no: 1, start: { onsen: '25:00' }, treatments: [] }]) },
      'time.invalid',
    ],
    [
      'treatments',
      {
        treatments: JSON.stringify([
          { no: 1, treatments: [] },
          { no: 1, treatments: [] },
        ]),
      },
      'treatments.duplicateGuest',
    ],
    ['contact_phone', { contact_phone: '02-123-4567' }, 'phone.invalid'],
    ['contact_email', { contact_email: 'not-an-email' }, 'email.invalid'],
    ['id', { id: 'not-a-uuid' }, 'id.invalid'],
    ['channel', { channel: 'fax' }, 'channel.invalid'],
  ])('names the field %s', (field, change, message) => {
    const result = parseInput(prebookInputSchema, { ...valid, ...change });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toContainEqual({ field, message });
  });

  it('accepts an order summary request without a date yet', () => {
    expect(parseInput(orderSummaryInputSchema, { treatments: '[]' }).ok).toBe(true);
  });
});

describe('Thai mobile numbers', () => {
  it.each([
    ['0812345678', '0812345678'],
    ['+66 81 234 5678', '0812345678'],
    ['06-1234-5678', '0612345678'],
    ['021234567', undefined],
    ['08123456789', undefined],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeThaiMobile(input)).toBe(expected);
  });
});
