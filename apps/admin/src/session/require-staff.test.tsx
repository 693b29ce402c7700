import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sent } from '../testing/fake-staff-client';
import { fakeFetch, renderAdmin } from '../testing/render-admin';

describe('the staff guard and header', () => {
  it('sends a caller without a staff session to the sign-in, with the way back', async () => {
    const view = await renderAdmin('/admin/booking/b1?tab=history', { StaffMe: { staffMe: null } });
    await waitFor(() =>
      expect(view.location()).toBe(`/admin/login?return=${encodeURIComponent('/booking/b1?tab=history')}`),
    );
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(sent(view.operations, 'StaffBooking')).toHaveLength(0);
  });

  it('shows who is signed in, remembers the branch picked, and signs out', async () => {
    localStorage.clear();
    const view = await renderAdmin('/admin');
    expect(await screen.findByText('Nok Desk')).toBeInTheDocument();
    const picker = screen.getByLabelText('Branch');
    expect(picker).toHaveValue('sukhumvit');
    await userEvent.selectOptions(picker, 'silom');
    expect(localStorage.getItem('sabai.admin.branch')).toBe('"silom"');
    await waitFor(() =>
      expect(sent(view.operations, 'DaySheet').at(-1)?.variables).toMatchObject({ branch_id: 'silom' }),
    );
    expect(screen.getByLabelText('Language')).toBeInTheDocument();

    const calls = fakeFetch([{ status: 204, body: null }]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(view.location()).toBe('/admin/login'));
    expect(calls.map((c) => c.url)).toEqual(['/api/admin/logout']);
  });
});
