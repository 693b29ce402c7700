import { parseInput } from './parse-input';
import {
  counterPaymentInputSchema,
  paymentLinkInputSchema,
  staffBookingInputSchema,
} from './staff-booking.schema';

const booking = {
  branch_id: 'yuzen-sukhumvit',
  date: '2026-11-24',
  time: '14:15',
  guests: [{ name: ' Ploy ', treatments: ['yu-locker-set', 'yu-thai-60'] }],
  contact_name: ' Walk-in ',
  contact_phone: '081-234-5678',
};

describe('a staff booking', () => {
  it('reads the form, trimming names and normalising the phone', () => {
    const parsed = parseInput(staffBookingInputSchema, booking);
    expect(parsed.ok && parsed.value).toMatchObject({
      contact_name: 'Walk-in',
      contact_phone: '0812345678',
      guests: [{ name: 'Ploy', treatments: ['yu-locker-set', 'yu-thai-60'] }],
    });
  });

  it.each([
    ['contact_phone', { contact_phone: null }, 'contact.required'],
    ['guests', { guests: [] }, 'guests.required'],
    ['guests', { guests: Array.from({ length: 51 }, () => booking.guests[0]) }, 'guests.tooMany'],
    ['guests.0.treatments', { guests: [{ treatments: [] }] }, 'treatments.required'],
    ['time', { time: '25:00' }, 'time.invalid'],
    ['date', { date: '2026-02-31' }, 'date.invalid'],
    ['member_id', { member_id: 'someone' }, 'member_id.invalid'],
    ['group_request_id', { group_request_id: 'r1' }, 'group_request_id.invalid'],
  ])('names the field %s', (field, change, message) => {
    const parsed = parseInput(staffBookingInputSchema, { ...booking, ...change });
    expect(parsed.ok ? [] : parsed.problems).toContainEqual({ field, message });
  });
});

describe('money at the counter', () => {
  it('needs a card’s slip number, not cash’s', () => {
    const cash = { id: 'b1', method: 'cash', amount: 150_000, approved: true };
    expect(parseInput(counterPaymentInputSchema, cash).ok).toBe(true);
    const card = parseInput(counterPaymentInputSchema, { ...cash, method: 'card' });
    expect(card.ok ? [] : card.problems).toContainEqual({
      field: 'reference',
      message: 'reference.required',
    });
  });

  it('sends a link by e-mail or SMS only', () => {
    expect(parseInput(paymentLinkInputSchema, { id: 'b1', via: 'sms' }).ok).toBe(true);
    expect(parseInput(paymentLinkInputSchema, { id: 'b1', via: 'fax' }).ok).toBe(false);
  });
});
