import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Operation } from '@urql/core';
import { aStaff, aStaffBooking } from '../testing/builders';
import { sent } from '../testing/fake-staff-client';
import { renderAdmin } from '../testing/render-admin';

const brandAdmin = aStaff({
  name: 'Kanya',
  grants: [{ role: 'brand_admin', brand_ids: ['yuzen'], branch_ids: [] }],
});

describe('a booking at the desk', () => {
  it('shows the booking in detail, times in the branch zone and amounts in baht', async () => {
    await renderAdmin('/admin/booking/b1', {
      StaffBooking: {
        staffBooking: aStaffBooking({
          member_id: 'm1',
          request: 'Quiet room please',
          tax_invoice: {
            tax_id: '0105558000001',
            name: 'Sabai Co., Ltd.',
            address: '1 Sukhumvit Rd',
            phone: null,
          },
          owed: 250,
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking YU2611240001' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Tuesday, 24 November 2026 10:00/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contact' })).toHaveTextContent('Quiet room please');
    expect(screen.getByRole('region', { name: 'Tax invoice requested' })).toHaveTextContent('0105558000001');
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(payments).toHaveTextContent('Paid ฿1,200.00, owed at the branch ฿250.00');
    // 03:00 UTC is 10:00 in Bangkok.
    expect(payments).toHaveTextContent('23 Nov 2026, 10:00');
    expect(payments).toHaveTextContent('Card');
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent('Paid · Customer');
  });

  it('offers only the actions the server lists, and checks in with the booking id', async () => {
    let state: 'paid' | 'checked_in' = 'paid';
    const view = await renderAdmin('/admin/booking/b1', {
      StaffBooking: () => ({
        staffBooking: aStaffBooking({
          state,
          actions: state === 'paid' ? ['check_in', 'cancel'] : ['complete'],
        }),
      }),
      CheckInBooking: () => {
        state = 'checked_in';
        return { checkInBooking: aStaffBooking({ state, actions: ['complete'] }) };
      },
    });
    const actions = await screen.findByRole('group', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Check in', 'Cancel']);
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(sent(view.operations, 'CheckInBooking')[0]?.variables).toEqual({ id: 'b1' });
    expect(await screen.findByRole('status')).toHaveTextContent('Checked in.');
    const complete = await screen.findByRole('button', { name: 'Complete' });
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
    // The pressed button is gone: the focus is on the next action, not lost.
    await waitFor(() => expect(complete).toHaveFocus());
  });

  it('asks for the refund and a reason before cancelling, and sends them', async () => {
    let cancelled = false;
    const view = await renderAdmin('/admin/booking/b1', {
      StaffMe: { staffMe: brandAdmin },
      StaffBooking: () => ({
        staffBooking: cancelled
          ? aStaffBooking({ member_id: 'm1', state: 'cancelled', actions: [] })
          : aStaffBooking({ member_id: 'm1' }),
      }),
      CancelBooking: (operation: Operation) => {
        cancelled = true;
        const id = String(operation.variables?.id);
        return { cancelBooking: aStaffBooking({ state: 'cancelled', actions: [], id }) };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(["To the member's wallet", 'Back through the payment gateway', 'No refund']);
    await userEvent.click(within(dialog).getByLabelText("To the member's wallet"));
    await userEvent.type(within(dialog).getByLabelText('Reason'), ' Guest is ill ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(sent(view.operations, 'CancelBooking')).toHaveLength(1));
    expect(sent(view.operations, 'CancelBooking')[0]?.variables).toEqual({
      id: 'b1',
      refund: 'wallet',
      reason: 'Guest is ill',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Booking cancelled.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('No action is open for this booking now.')).toHaveFocus());
  });

  it('offers no wallet refund to a guest, and keeps the booking when the dialog is left', async () => {
    const view = await renderAdmin('/admin/booking/b1', { StaffMe: { staffMe: brandAdmin } });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByLabelText("To the member's wallet")).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(view.operations, 'CancelBooking')).toHaveLength(0);
  });

  it('lets branch staff cancel without a refund only, as the permission table says', async () => {
    const view = await renderAdmin('/admin/booking/b1', {
      StaffBooking: { staffBooking: aStaffBooking({ member_id: 'm1' }) },
      CancelBooking: { cancelBooking: aStaffBooking({ state: 'cancelled', actions: [] }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    expect(within(dialog).getByLabelText('No refund')).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(sent(view.operations, 'CancelBooking')[0]?.variables).toEqual({ id: 'b1', refund: 'none' }),
    );
  });

  it("shows the server's translated refusal in the snackbar", async () => {
    await renderAdmin('/admin/booking/b1', {
      MarkNoShow: { error: { code: 'booking.tooEarlyForNoShow', message: 'Too early to mark a no-show.' } },
      StaffBooking: { staffBooking: aStaffBooking({ actions: ['no_show'] }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'No-show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too early to mark a no-show.');
  });
});
