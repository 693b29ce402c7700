import { deriveGuest, rulesCatalog } from '@sabai/booking-journey';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { aProduct, guestWith, oil, onsen, renderWithProviders, thai } from '../testing/booking-fixtures';
import { OnsenPlacement } from './onsen-placement';

const locker = aProduct({ id: 'locker', name: 'Locker', price: 100, duration: 30, is_force_select: true });
const catalog = rulesCatalog([locker, onsen, thai, oil]);
const derivedOf = (...ids: string[]) => {
  const derived = deriveGuest(guestWith(...ids), catalog);
  if (!derived) throw new Error('unknown product');
  return derived;
};
const AT_14 = 14 * 60;
const proposed = { onsen: null, spa: null };

describe('OnsenPlacement', () => {
  it('says the order in words, with times, and offers the other order with the times it would get', async () => {
    const onReorder = jest.fn();
    renderWithProviders(
      <OnsenPlacement
        derived={derivedOf('locker', 'thai', 'onsen')}
        bookingMin={AT_14}
        starts={{ onsen: 15 * 60, spa: AT_14 }}
        onReorder={onReorder}
      />,
    );
    expect(screen.getByText('Thai Massage first, then Onsen 60')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '14:00 Thai Massage',
      '15:00 Onsen 60',
    ]);
    const other = screen.getByRole('button', { name: /Onsen 60 first, then Thai Massage/ });
    expect(other).toHaveTextContent('14:00 Onsen 60 → 15:00 Thai Massage');
    await userEvent.click(other);
    expect(onReorder).toHaveBeenCalledWith(['locker', 'onsen', 'thai']);
  });

  it('moves the treatments around the onsen, never the locker set every guest has', async () => {
    const onReorder = jest.fn();
    renderWithProviders(
      <OnsenPlacement
        derived={derivedOf('locker', 'onsen', 'thai')}
        bookingMin={AT_14}
        starts={proposed}
        onReorder={onReorder}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Thai Massage first, then Onsen 60/ }));
    expect(onReorder).toHaveBeenCalledWith(['locker', 'thai', 'onsen']);
  });

  it('shows the times the guest chose', () => {
    renderWithProviders(
      <OnsenPlacement
        derived={derivedOf('locker', 'onsen', 'thai')}
        bookingMin={AT_14}
        starts={{ onsen: 14 * 60 + 30, spa: 16 * 60 }}
        onReorder={jest.fn()}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '14:30 Onsen 60',
      '16:00 Thai Massage',
    ]);
  });

  it('offers no order that would put oil before the onsen, and says why', () => {
    renderWithProviders(
      <OnsenPlacement
        derived={derivedOf('onsen', 'oil')}
        bookingMin={AT_14}
        starts={proposed}
        onReorder={jest.fn()}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(
      screen.getByText(/Not possible: An oil treatment would come before the onsen/),
    ).toBeInTheDocument();
  });

  it('is not shown without the onsen', () => {
    const { container } = renderWithProviders(
      <OnsenPlacement
        derived={derivedOf('thai', 'oil')}
        bookingMin={AT_14}
        starts={proposed}
        onReorder={jest.fn()}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
