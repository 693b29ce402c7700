import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/booking-fixtures';
import type { TimeAvailability } from './use-availability';
import { VisitTimeField } from './visit-time-field';

const free: TimeAvailability = { isFree: true, nextFree: [] };
const full: TimeAvailability = { isFree: false, nextFree: ['15:00:00', '15:30:00'] };
const slots = ['13:30:00', '14:00:00', '14:30:00', '15:00:00', '15:30:00'];
const answer = new Map([
  ['13:30:00', free],
  ['14:00:00', full],
  ['14:30:00', full],
  ['15:00:00', free],
  ['15:30:00', free],
]);

describe('VisitTimeField', () => {
  it('shows full times disabled and named full, and offers the next free ones', () => {
    renderWithProviders(<VisitTimeField slots={slots} availability={answer} error={null} />);
    const option = screen.getByRole('option', { name: '14:00 (full)' });
    expect(option).toBeDisabled();
    expect(screen.getByRole('option', { name: '13:30' })).toBeEnabled();
    expect(screen.getByText(/14:00 to 14:30 are full for your party/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Choose 15:00' }));
    expect(screen.getByLabelText('Time')).toHaveValue('15:00:00');
  });

  it('offers every time while the server has not answered', () => {
    renderWithProviders(<VisitTimeField slots={slots} availability={null} error={null} />);
    expect(screen.getByRole('option', { name: '14:00' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Choose/ })).toBeNull();
  });

  it('says when the whole day is full for the party', () => {
    const allFull = new Map(slots.map((slot) => [slot, { isFree: false, nextFree: [] }]));
    renderWithProviders(<VisitTimeField slots={slots} availability={allFull} error={null} />);
    expect(screen.getByText('Every start time on this day is full for your party.')).toBeInTheDocument();
  });
});
