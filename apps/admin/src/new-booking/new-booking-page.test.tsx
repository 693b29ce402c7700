import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aStaffBooking } from '../testing/builders';
import { sent } from '../testing/fake-staff-client';
import { renderAdmin } from '../testing/render-admin';

const products = [
  { id: 'locker', name: 'Locker set', type: 'treatment', duration: 1, price: 100, force_select: true },
  { id: 'onsen', name: 'Onsen bathing', type: 'onsen_fee', duration: 60, price: 500, force_select: false },
  { id: 'thai-60', name: 'Thai massage', type: 'treatment', duration: 60, price: 650, force_select: false },
];

const api = {
  BranchProducts: { branchProducts: products },
  CreateStaffBooking: {
    createStaffBooking: aStaffBooking({ id: 'new-1', state: 'pending', channel: 'staff' }),
  },
};

const REQUEST = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const MEMBER = '6a1f0c52-3f0e-4c55-9d1e-0a6f6d2b1001';

const guest = (no: number) => screen.getByRole('group', { name: `Guest ${no}` });

describe('a new booking at the desk', () => {
  it('books a walk-in party with treatments per guest and opens the booking', async () => {
    const view = await renderAdmin('/admin/new-booking', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'New booking' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'New booking' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New booking' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Start time'), '14:15');
    await userEvent.selectOptions(screen.getByLabelText('Guests'), '3');
    await screen.findByRole('group', { name: 'Guest 3' });
    await userEvent.type(within(guest(1)).getByLabelText('Name of guest 1'), 'Ploy');
    await userEvent.click(within(guest(1)).getByRole('checkbox', { name: /Thai massage/ }));
    await userEvent.click(within(guest(1)).getByRole('checkbox', { name: /Onsen bathing/ }));
    await userEvent.click(within(guest(2)).getByRole('checkbox', { name: /Thai massage/ }));
    await userEvent.click(within(guest(3)).getByRole('checkbox', { name: /Onsen bathing/ }));
    await userEvent.type(screen.getByLabelText('Contact name'), 'Walk-in Somchai');
    await userEvent.type(screen.getByLabelText('Mobile phone'), '081 234 5678');
    await userEvent.click(screen.getByRole('button', { name: 'Hold the booking' }));

    await waitFor(() => expect(view.location()).toBe('/admin/booking/new-1'));
    expect(sent(view.operations, 'CreateStaffBooking')[0]?.variables).toEqual({
      input: {
        branch_id: 'sukhumvit',
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        time: '14:15',
        guests: [
          { name: 'Ploy', treatments: ['locker', 'onsen', 'thai-60'] },
          { name: null, treatments: ['locker', 'thai-60'] },
          { name: null, treatments: ['locker', 'onsen'] },
        ],
        contact_name: 'Walk-in Somchai',
        contact_phone: '081 234 5678',
        contact_email: null,
        member_id: null,
        promo_code: null,
        request: null,
        group_request_id: null,
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Booking held.');
  });

  it('says at the fields what is missing, sends nothing, and focuses the first', async () => {
    const view = await renderAdmin('/admin/new-booking', api);
    await screen.findByRole('group', { name: 'Guest 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Hold the booking' }));
    expect(await screen.findByText('Please choose at least one treatment.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a phone number or an e-mail address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Contact name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(guest(1)).getAllByRole('checkbox')[0]).toHaveFocus());
    expect(sent(view.operations, 'CreateStaffBooking')).toHaveLength(0);
  });

  it('shows the server’s refusal and stays on the form', async () => {
    const view = await renderAdmin('/admin/new-booking', {
      ...api,
      CreateStaffBooking: {
        error: { code: 'booking.noQueue', message: 'No queue available during your selected time' },
      },
    });
    await screen.findByRole('group', { name: 'Guest 1' });
    await userEvent.click(within(guest(1)).getByRole('checkbox', { name: /Thai massage/ }));
    await userEvent.type(screen.getByLabelText('Contact name'), 'Phone Customer');
    await userEvent.type(screen.getByLabelText('E-mail'), 'phone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Hold the booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No queue available during your selected time',
    );
    expect(view.location()).toBe('/admin/new-booking');
  });

  it('says an unknown member at the member id, and fewer guests drop the last ones', async () => {
    const view = await renderAdmin('/admin/new-booking', {
      ...api,
      CreateStaffBooking: { error: { code: 'member.notFound', message: 'Member not found' } },
    });
    await screen.findByRole('group', { name: 'Guest 1' });
    await userEvent.selectOptions(screen.getByLabelText('Guests'), '3');
    await screen.findByRole('group', { name: 'Guest 3' });
    await userEvent.selectOptions(screen.getByLabelText('Guests'), '1');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Guest 2' })).not.toBeInTheDocument());
    await userEvent.click(within(guest(1)).getByRole('checkbox', { name: /Thai massage/ }));
    await userEvent.type(screen.getByLabelText('Contact name'), 'Member Nok');
    await userEvent.type(screen.getByLabelText('Mobile phone'), '0812345678');
    await userEvent.type(
      screen.getByLabelText('Member id (optional)'),
      '6a1f0c52-3f0e-4c55-9d1e-0a6f6d2b1001',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hold the booking' }));
    const member = screen.getByLabelText('Member id (optional)');
    await waitFor(() => expect(member).toHaveAttribute('aria-invalid', 'true'));
    expect(member).toHaveAccessibleDescription('Member not found');
    expect(member).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent(view.operations, 'CreateStaffBooking')[0]?.variables).toMatchObject({
      input: { guests: [{ name: null, treatments: ['locker', 'thai-60'] }] },
    });
    expect(view.location()).toBe('/admin/new-booking');
  });

  it('starts from a group request and books it', async () => {
    const view = await renderAdmin(`/admin/new-booking?request=${REQUEST}`, {
      ...api,
      GroupRequestForBooking: {
        groupRequest: {
          id: REQUEST,
          branch: { id: 'silom' },
          date: '2026-12-05',
          time: '15:00:00',
          guest_count: 8,
          contact_name: 'Company Outing',
          contact_phone: '0812223333',
          contact_email: 'outing@example.com',
          status: 'contacted',
        },
      },
    });
    expect(
      await screen.findByText(/From the group request of Company Outing \(8 guests\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Branch Yuzen Silom');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-12-05');
    expect(screen.getByLabelText('Guests')).toHaveValue('8');
    for (let no = 1; no <= 8; no++)
      await userEvent.click(within(guest(no)).getByRole('checkbox', { name: /Thai massage/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Hold the booking' }));
    await waitFor(() => expect(sent(view.operations, 'CreateStaffBooking')).toHaveLength(1));
    expect(sent(view.operations, 'CreateStaffBooking')[0]?.variables).toMatchObject({
      input: {
        branch_id: 'silom',
        date: '2026-12-05',
        time: '15:00',
        contact_name: 'Company Outing',
        contact_email: 'outing@example.com',
        group_request_id: REQUEST,
      },
    });
  });

  it("books for the member whose page it came from: the member's name and contact filled in", async () => {
    const view = await renderAdmin(`/admin/new-booking?member=${MEMBER}`, {
      ...api,
      StaffMember: {
        staffMember: {
          id: MEMBER,
          first_name: 'Ploy',
          last_name: 'Suksawat',
          phone: '0812345678',
          email: 'gold@example.com',
        },
      },
    });
    expect(await screen.findByText('For the member Ploy Suksawat.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Contact name')).toHaveValue('Ploy Suksawat'));
    await userEvent.selectOptions(screen.getByLabelText('Start time'), '14:15');
    await userEvent.click(within(guest(1)).getByRole('checkbox', { name: /^Thai massage/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Hold the booking' }));
    await waitFor(() => expect(view.location()).toBe('/admin/booking/new-1'));
    expect(sent(view.operations, 'CreateStaffBooking')[0]?.variables?.['input']).toMatchObject({
      member_id: MEMBER,
      contact_name: 'Ploy Suksawat',
      contact_phone: '0812345678',
      contact_email: 'gold@example.com',
    });
  });
});
