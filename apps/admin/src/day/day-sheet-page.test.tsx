import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aDayBooking, aDaySheet } from '../testing/builders';
import { sent } from '../testing/fake-staff-client';
import { renderAdmin } from '../testing/render-admin';
import { todayIn } from './day-date';
import { DAY_REFRESH_MS } from './use-auto-refresh';

const sheet = aDaySheet({
  bookings: [
    aDayBooking({ id: 'late', booking_no: 'YU-LATE', time: '15:00:00', end_time: '16:00:00', state: 'paid' }),
    aDayBooking({
      id: 'early',
      booking_no: 'YU-EARLY',
      time: '10:00:00',
      end_time: '11:30:00',
      state: 'checked_in',
      contact_name: 'Somchai',
      guest_count: 2,
      guests: [
        { no: 1, name: 'Somchai', treatments: ['Onsen entry', 'Thai massage 60 min'] },
        { no: 2, name: null, treatments: ['Onsen entry'] },
      ],
      paid: 500,
      owed: 1250.5,
      channel: 'kiosk',
    }),
    aDayBooking({
      id: 'gone',
      booking_no: 'YU-GONE',
      time: '12:00:00',
      end_time: '13:00:00',
      state: 'no_show',
    }),
  ],
});

const bookingNumbers = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent);

describe('the day sheet', () => {
  it("shows the branch's bookings of the day with guests, money and the hourly occupancy", async () => {
    const view = await renderAdmin('/admin?date=2026-11-24', { DaySheet: { daySheet: sheet } });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Yuzen Sukhumvit, Tuesday, 24 November 2026',
    );
    expect(sent(view.operations, 'DaySheet')[0]?.variables).toEqual({
      branch_id: 'sukhumvit',
      date: '2026-11-24',
    });
    expect(sent(view.operations, 'DaySheet')[0]?.context.requestPolicy).toBe('network-only');
    expect(bookingNumbers()).toEqual(['YU-EARLY', 'YU-GONE', 'YU-LATE']);
    const early = screen.getByRole('link', { name: 'YU-EARLY' }).closest('tr') as HTMLElement;
    expect(early).toHaveTextContent('10:00–11:30');
    expect(early).toHaveTextContent('Somchai');
    expect(early).toHaveTextContent('2 guests');
    expect(early).toHaveTextContent('Onsen entry, Thai massage 60 min');
    expect(early).toHaveTextContent('Guest 2: Onsen entry');
    expect(early).toHaveTextContent('Checked in');
    expect(early).toHaveTextContent('Kiosk');
    expect(early).toHaveTextContent('฿500.00');
    expect(early).toHaveTextContent('฿1,250.50');
    const strip = screen.getByRole('region', { name: 'Occupancy by hour' });
    expect(
      within(strip)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['10:00Spa 2/8Onsen 4/20', '11:00Spa 8/8Onsen 0/20']);
  });

  it('sorts by time and by state, either way, and filters by state', async () => {
    await renderAdmin('/admin?date=2026-11-24', { DaySheet: { daySheet: sheet } });
    await screen.findByRole('link', { name: 'YU-EARLY' });
    const time = screen.getByRole('columnheader', { name: /Time/ });
    expect(time).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(time).getByRole('button'));
    expect(time).toHaveAttribute('aria-sort', 'descending');
    expect(bookingNumbers()).toEqual(['YU-LATE', 'YU-GONE', 'YU-EARLY']);
    const state = screen.getByRole('columnheader', { name: /State/ });
    await userEvent.click(within(state).getByRole('button'));
    expect(state).toHaveAttribute('aria-sort', 'ascending');
    expect(bookingNumbers()).toEqual(['YU-LATE', 'YU-EARLY', 'YU-GONE']);

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'no_show');
    expect(bookingNumbers()).toEqual(['YU-GONE']);
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'completed');
    expect(screen.getByRole('status')).toHaveTextContent('No booking in this state on this day.');
  });

  it('opens today at the branch, steps a day either way, and asks again on Refresh', async () => {
    const view = await renderAdmin('/admin', { DaySheet: { daySheet: sheet } });
    const today = todayIn('Asia/Bangkok', new Date());
    await screen.findByRole('link', { name: 'YU-EARLY' });
    expect(sent(view.operations, 'DaySheet')[0]?.variables).toMatchObject({ date: today });
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    const dates = sent(view.operations, 'DaySheet').map((o) => o.variables?.date as string);
    expect(dates.at(-1)).toBe(
      new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
    );
    expect(view.location()).toMatch(/^\/admin\?date=/);

    const before = sent(view.operations, 'DaySheet').length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(sent(view.operations, 'DaySheet').length).toBe(before + 1));
    expect(sent(view.operations, 'DaySheet').at(-1)?.context.requestPolicy).toBe('network-only');
  });

  it("prints the day's list from its own button", async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      await renderAdmin('/admin?date=2026-11-24', { DaySheet: { daySheet: sheet } });
      await screen.findByRole('link', { name: 'YU-EARLY' });
      await userEvent.click(screen.getByRole('button', { name: 'Print' }));
      expect(print).toHaveBeenCalledTimes(1);
    } finally {
      print.mockRestore();
    }
  });

  it('asks again every 30 seconds, so two desks see each other', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const view = await renderAdmin('/admin?date=2026-11-24', { DaySheet: { daySheet: sheet } });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      const before = sent(view.operations, 'DaySheet').length;
      expect(before).toBeGreaterThan(0);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(DAY_REFRESH_MS);
      });
      expect(sent(view.operations, 'DaySheet').length).toBe(before + 1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when the day has no bookings', async () => {
    await renderAdmin('/admin?date=2026-11-24', {
      DaySheet: { daySheet: aDaySheet({ bookings: [], buckets: [] }) },
    });
    expect(await screen.findByText('No bookings on this day.')).toBeInTheDocument();
  });
});
