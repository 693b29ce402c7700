import { zeroSummary } from '@sabai/booking-journey';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/booking-fixtures';
import { SummaryPanel } from './summary-panel';

describe('SummaryPanel', () => {
  it('shows the deposit paid now and what remains at the branch, as the server priced them', () => {
    const summary = {
      ...zeroSummary,
      sub_total: 1100,
      grand_total: 1100,
      deposit: 550,
      amount: 550,
      remain: 550,
    };
    renderWithProviders(<SummaryPanel summary={summary} />);
    expect(screen.getByText('Deposit paid now')).toBeInTheDocument();
    expect(screen.getByTestId('deposit')).toHaveTextContent('550.00');
    expect(screen.getByText('Paid at the branch')).toBeInTheDocument();
    expect(screen.getByTestId('remain')).toHaveTextContent('550.00');
  });

  it('shows neither without a deposit', () => {
    renderWithProviders(
      <SummaryPanel summary={{ ...zeroSummary, sub_total: 800, grand_total: 800, amount: 800 }} />,
    );
    expect(screen.queryByTestId('deposit')).toBeNull();
    expect(screen.queryByTestId('remain')).toBeNull();
  });

  it('says why the server will not price the booking instead of offering to ask again', () => {
    renderWithProviders(
      <SummaryPanel
        summary={null}
        onRetry={() => undefined}
        refused={['You must select treatments in set of 2']}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('You must select treatments in set of 2');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
