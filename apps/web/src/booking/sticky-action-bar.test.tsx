import { zeroSummary } from '@sabai/booking-journey';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/booking-fixtures';
import { BookingBarStatus } from './booking-bar-status';
import { ACTION_BAR_HEIGHT_VAR, StickyActionBar } from './sticky-action-bar';

const summary = {
  ...zeroSummary,
  sub_total: 1100,
  grand_total: 1100,
  amount: 550,
  deposit: 550,
  remain: 550,
};

describe('StickyActionBar', () => {
  it('holds the status and the main action in a named region', () => {
    renderWithProviders(
      <StickyActionBar label="Your booking" status="Total ฿1,100.00">
        <button type="button">Continue</button>
      </StickyActionBar>,
    );
    const bar = screen.getByRole('region', { name: 'Your booking' });
    expect(within(bar).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(within(bar).getByText('Total ฿1,100.00')).toBeInTheDocument();
  });

  it('publishes its height for the snackbar while it is shown, and takes it back', () => {
    const { unmount } = renderWithProviders(
      <StickyActionBar label="Payment" status="">
        <button type="submit">Pay now</button>
      </StickyActionBar>,
    );
    expect(document.documentElement.style.getPropertyValue(ACTION_BAR_HEIGHT_VAR)).toBe('0px');
    unmount();
    expect(document.documentElement.style.getPropertyValue(ACTION_BAR_HEIGHT_VAR)).toBe('');
  });
});

describe('BookingBarStatus', () => {
  it.each([
    [
      'a guest without a treatment: whom to choose for, never ฿0.00',
      2,
      zeroSummary,
      'Choose a treatment for guest 2',
    ],
    ['everyone chose: the server’s total', null, summary, 'Total ฿1,100.00'],
    ['the summary is being asked', null, null, 'Calculating…'],
  ] as const)('%s', (_, waiting, shown, text) => {
    renderWithProviders(<BookingBarStatus waitingGuestNo={waiting} summary={shown} busy={shown === null} />);
    expect(document.body).toHaveTextContent(text);
    expect(document.body).not.toHaveTextContent('฿0.00');
  });

  it('adds what is paid now when it differs from the total', () => {
    renderWithProviders(<BookingBarStatus waitingGuestNo={null} summary={summary} busy={false} showDueNow />);
    expect(document.body).toHaveTextContent('Paid now ฿550.00');
  });
});
