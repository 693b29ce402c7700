import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RefundQueueItemFieldsFragment } from '@sabai/graphql/staff';
import type { Operation } from '@urql/core';
import { aStaff } from '../testing/builders';
import { sent } from '../testing/fake-staff-client';
import { renderAdmin } from '../testing/render-admin';

const brandAdmin = aStaff({
  name: 'Kanya',
  grants: [{ role: 'brand_admin', brand_ids: ['yuzen'], branch_ids: [] }],
});

const aRefundItem = (
  overrides: Partial<RefundQueueItemFieldsFragment> = {},
): RefundQueueItemFieldsFragment => ({
  payment_id: 'p1',
  booking_id: 'b1',
  booking_no: null,
  booking_state: 'expired',
  branch: { id: 'sukhumvit', name: 'Yuzen Sukhumvit', time_zone: 'Asia/Bangkok' },
  date: '2026-11-30',
  time: '15:00:00',
  contact_name: 'Ploy Suksawat',
  contact_phone: '0812345678',
  contact_email: 'ploy@example.com',
  member_id: null,
  method: 'card',
  gateway_amount: 750,
  wallet_amount: 0,
  points_value: 0,
  reason: 'expired',
  received_at: '2026-11-24T03:00:00.000Z',
  actions: ['honour', 'gateway'],
  resolution: null,
  resolved_at: null,
  ...overrides,
});

const queueOf = (items: RefundQueueItemFieldsFragment[], total = items.length) => ({
  refundQueue: { items, total },
});

describe('the refunds queue', () => {
  it('lists the chosen branch’s payments with the reason in words, and is in the nav for a brand admin', async () => {
    const view = await renderAdmin('/admin/refunds', {
      StaffMe: { staffMe: brandAdmin },
      RefundQueue: queueOf([aRefundItem({ wallet_amount: 200 })]),
    });
    const table = await screen.findByRole('table', { name: 'Payments to refund' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('The payment arrived after the hold had lapsed.');
    expect(row).toHaveTextContent('฿750.00');
    expect(row).toHaveTextContent('Wallet ฿200.00 (not taken)');
    expect(row).toHaveTextContent('24 Nov 2026, 10:00');
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Honour the booking', 'Refund through the gateway']);
    expect(sent(view.operations, 'RefundQueue')[0]?.variables).toEqual({
      branch_id: 'sukhumvit',
      sort: 'received_desc',
      page: 1,
      page_size: 25,
    });
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: 'Refunds' })).toHaveAttribute('href', '/admin/refunds');
  });

  it('sorts by amount on the server, and pages', async () => {
    const view = await renderAdmin('/admin/refunds', {
      StaffMe: { staffMe: brandAdmin },
      RefundQueue: queueOf([aRefundItem()], 30),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Amount/ }));
    await waitFor(() =>
      expect(sent(view.operations, 'RefundQueue').at(-1)?.variables).toMatchObject({ sort: 'amount_desc' }),
    );
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: /Amount/ }));
    await waitFor(() =>
      expect(sent(view.operations, 'RefundQueue').at(-1)?.variables).toMatchObject({ sort: 'amount_asc' }),
    );
    expect(screen.getByText(/Page 1 of 2/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(sent(view.operations, 'RefundQueue').at(-1)?.variables).toMatchObject({ page: 2 }),
    );
    await userEvent.selectOptions(within(screen.getByRole('main')).getByLabelText('Branch'), 'All branches');
    await waitFor(() =>
      expect(sent(view.operations, 'RefundQueue').at(-1)?.variables).toMatchObject({
        branch_id: null,
        page: 1,
      }),
    );
  });

  it('honours a late payment after a second look, and asks for the queue again', async () => {
    let resolved = false;
    const view = await renderAdmin('/admin/refunds', {
      StaffMe: { staffMe: brandAdmin },
      RefundQueue: () => queueOf(resolved ? [] : [aRefundItem()]),
      ResolveRefund: (operation: Operation) => {
        resolved = true;
        expect(operation.variables).toEqual({ payment_id: 'p1', via: 'honour' });
        return {
          resolveRefund: aRefundItem({
            booking_no: 'YU-20261124-0001',
            booking_state: 'paid',
            actions: [],
            resolution: 'honour',
          }),
        };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Honour the booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve this payment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Booking YU-20261124-0001 is paid.')).toBeInTheDocument();
    expect(sent(view.operations, 'ResolveRefund')).toHaveLength(1);
    expect(await screen.findByText('No payment is waiting for a refund.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Refunds' })).toHaveFocus());
  });

  it('shows the server’s refusal and keeps the payment listed', async () => {
    await renderAdmin('/admin/refunds', {
      StaffMe: { staffMe: brandAdmin },
      RefundQueue: queueOf([aRefundItem({ member_id: 'm1', actions: ['honour', 'gateway', 'wallet'] })]),
      ResolveRefund: {
        error: { code: 'booking.noQueue', message: 'No queue available during your selected time' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Honour the booking' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No queue available during your selected time')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Credit to the wallet' })).toBeInTheDocument();
  });

  it('is not in the nav of branch staff', async () => {
    await renderAdmin('/admin', {});
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    expect(within(nav).queryByRole('link', { name: 'Refunds' })).not.toBeInTheDocument();
  });
});
