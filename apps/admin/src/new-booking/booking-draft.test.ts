import {
  emptyGuest,
  nextQuarter,
  quarterHours,
  toInput,
  withGuestCount,
  withTreatment,
  type NewBookingValues,
} from './booking-draft';

const draft: NewBookingValues = {
  branch_id: 'sukhumvit',
  date: '2026-11-24',
  time: '14:15',
  guests: [
    { name: ' Ploy ', treatments: ['locker', 'onsen', 'thai-60'] },
    { name: '', treatments: [] },
  ],
  contact_name: ' Somchai ',
  contact_phone: '0812345678',
  contact_email: '',
  member_id: '',
  promo_code: '',
  request: 'Quiet room',
  group_request_id: '',
};

const products = [
  { id: 'locker', name: 'Locker set', type: 'treatment', duration: 1, price: 100, force_select: true },
  { id: 'onsen', name: 'Onsen', type: 'onsen_fee', duration: 60, price: 500, force_select: false },
  { id: 'thai-60', name: 'Thai 60', type: 'treatment', duration: 60, price: 650, force_select: false },
];

describe('the new booking’s draft', () => {
  it('keeps each guest’s treatments with the forced items first, then the chosen ones in the menu’s order', () => {
    const chosen = withTreatment(withTreatment([], 'thai-60', true, products), 'onsen', true, products);
    expect(chosen).toEqual(['locker', 'onsen', 'thai-60']);
    expect(withTreatment(chosen, 'onsen', false, products)).toEqual(['locker', 'thai-60']);
    expect(withTreatment(['locker', 'thai-60'], 'thai-60', false, products)).toEqual([]);
  });

  it('sends the values trimmed, an empty optional field as null', () => {
    expect(toInput(draft)).toEqual({
      branch_id: 'sukhumvit',
      date: '2026-11-24',
      time: '14:15',
      guests: [
        { name: 'Ploy', treatments: ['locker', 'onsen', 'thai-60'] },
        { name: null, treatments: [] },
      ],
      contact_name: 'Somchai',
      contact_phone: '0812345678',
      contact_email: null,
      member_id: null,
      promo_code: null,
      request: 'Quiet room',
      group_request_id: null,
    });
  });

  it.each([
    ['10:00', '12:00', ['10:00', '10:15', '10:30', '10:45', '11:00', '11:15', '11:30', '11:45']],
    ['23:00', '00:00', ['23:00', '23:15', '23:30', '23:45']],
  ])('offers the quarter hours from %s to %s', (open, close, times) => {
    expect(quarterHours(open, close)).toEqual(times);
  });

  it('proposes the next quarter hour in the branch’s zone', () => {
    // 07:07 UTC is 14:07 in Bangkok.
    expect(nextQuarter('Asia/Bangkok', new Date('2026-11-24T07:07:00Z'))).toBe('14:15');
    expect(nextQuarter('Asia/Bangkok', new Date('2026-11-24T07:15:00Z'))).toBe('14:15');
  });

  it('keeps the guests entered when the count changes', () => {
    expect(withGuestCount(draft.guests, 3)).toEqual([...draft.guests, emptyGuest()]);
    expect(withGuestCount(draft.guests, 1)).toEqual([draft.guests[0]]);
    expect(withGuestCount(draft.guests, 0)).toHaveLength(1);
  });
});
