import { deriveGuest, rulesCatalog } from '@sabai/booking-journey';
import { screen } from '@testing-library/react';
import { aProduct, guestWith, onsen, renderWithProviders, thai } from '../testing/booking-fixtures';
import { GuestItems } from './guest-items';

const locker = aProduct({ id: 'locker', name: 'Locker & Towel Set', price: 100, is_force_select: true });
const catalog = rulesCatalog([locker, onsen, thai]);

describe('GuestItems', () => {
  it('asks for a treatment instead of showing ฿0.00 while the guest has only the locker set', () => {
    renderWithProviders(<GuestItems guestNo={2} derived={deriveGuest(guestWith('locker'), catalog)} />);
    expect(screen.getByTestId('guest-hint')).toHaveTextContent('Choose a treatment for guest 2');
    expect(document.body).not.toHaveTextContent('฿');
  });

  it('lists the items with catalogue prices, the added locker set among them, and the subtotal', () => {
    renderWithProviders(
      <GuestItems guestNo={1} derived={deriveGuest(guestWith('locker', 'onsen', 'thai'), catalog)} />,
    );
    const items = screen.getAllByTestId('guest-item').map((li) => li.textContent);
    expect(items).toEqual([
      'Locker & Towel SetAdded for every guest฿100.00',
      'Onsen 60฿450.00',
      'Thai Massage฿650.00',
    ]);
    expect(screen.getByTestId('guest-subtotal')).toHaveTextContent('2 treatments฿1,200.00');
  });

  it('says one treatment, not one treatments', () => {
    renderWithProviders(
      <GuestItems guestNo={1} derived={deriveGuest(guestWith('locker', 'thai'), catalog)} />,
    );
    expect(screen.getByTestId('guest-subtotal')).toHaveTextContent('1 treatment฿750.00');
  });
});
