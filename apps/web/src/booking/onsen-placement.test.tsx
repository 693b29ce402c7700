import { deriveGuest, rulesCatalog } from '@sabai/booking-journey';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { guestWith, oil, onsen, renderWithProviders, thai } from '../testing/booking-fixtures';
import { OnsenPlacement } from './onsen-placement';

const catalog = rulesCatalog([onsen, thai, oil]);
const derivedOf = (...ids: string[]) => {
  const derived = deriveGuest(guestWith(...ids), catalog);
  if (!derived) throw new Error('unknown product');
  return derived;
};

describe('OnsenPlacement', () => {
  it('moves the onsen first', async () => {
    const onReorder = jest.fn();
    renderWithProviders(<OnsenPlacement derived={derivedOf('thai', 'onsen')} onReorder={onReorder} />);
    await userEvent.click(screen.getByRole('button', { name: 'Onsen first' }));
    expect(onReorder).toHaveBeenCalledWith(['onsen', 'thai']);
  });

  it('offers no placement that would put oil before the onsen, and says why', () => {
    renderWithProviders(<OnsenPlacement derived={derivedOf('onsen', 'oil')} onReorder={jest.fn()} />);
    const swap = screen.getByRole('button', { name: /Swap the first and the last/ });
    expect(swap).toBeDisabled();
    expect(swap).toHaveAccessibleName(/oil treatment would come before the onsen/);
  });

  it('shows the order of the visit', () => {
    renderWithProviders(<OnsenPlacement derived={derivedOf('onsen', 'thai')} onReorder={jest.fn()} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Onsen 60', 'Thai Massage']);
  });

  it('is not shown without the onsen', () => {
    const { container } = renderWithProviders(
      <OnsenPlacement derived={derivedOf('thai', 'oil')} onReorder={jest.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
