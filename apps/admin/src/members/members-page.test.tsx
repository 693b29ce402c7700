import type { FindMembersQuery, StaffMemberFieldsFragment } from '@sabai/graphql/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Operation } from '@urql/core';
import { aStaffBooking } from '../testing/builders';
import { sent } from '../testing/fake-staff-client';
import { renderAdmin } from '../testing/render-admin';

type FoundMember = FindMembersQuery['findMembers']['members'][number];

const aFoundMember = (overrides: Partial<FoundMember> = {}): FoundMember => ({
  id: 'm1',
  first_name: 'Ploy',
  last_name: 'Suksawat',
  phone: '0812345678',
  email: 'gold@example.com',
  tier: 'Gold',
  member_since: '2025-01-10T03:00:00.000Z',
  ...overrides,
});

const aMember = (overrides: Partial<StaffMemberFieldsFragment> = {}): StaffMemberFieldsFragment => ({
  ...aFoundMember(),
  tier_id: 'gold',
  sign_in_locked_until: null,
  prefix: 'Mrs.',
  wallet_balance: 1500,
  wallet_activated: true,
  ledger: {
    entries: [
      {
        id: 'w2',
        at: '2026-11-20T05:00:00.000Z',
        amount: -300,
        reason: 'booking',
        method: null,
        reference: null,
        note: null,
        booking_id: 'b1',
        booking_no: 'YU2611240001',
        staff_name: null,
        branch_name: null,
      },
      {
        id: 'w1',
        at: '2026-11-01T05:00:00.000Z',
        amount: 1800,
        reason: 'top_up',
        method: 'card',
        reference: 'SLIP-7',
        note: 'Gift',
        booking_id: null,
        booking_no: null,
        staff_name: 'Nok Desk',
        branch_name: 'Yuzen Sukhumvit',
      },
    ],
    total: 45,
    page: 1,
    page_size: 20,
  },
  points: 1200,
  points_expire_at: null,
  upcoming: [
    {
      id: 'b1',
      booking_no: 'YU2611240001',
      state: 'paid',
      branch_name: 'Yuzen Sukhumvit',
      date: '2026-11-24',
      time: '10:00:00',
      guest_count: 2,
    },
  ],
  past: { bookings: [], total: 0, page: 1, page_size: 20 },
  courses: [],
  ...overrides,
});

const QR = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJtMSIsImp0aSI6IngifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('finding a member', () => {
  it('searches by what was typed, lists the members found and sorts them on the server', async () => {
    const view = await renderAdmin('/admin/members', {
      FindMembers: (operation: Operation) => ({
        findMembers: {
          members:
            operation.variables?.sort === 'phone'
              ? [aFoundMember({ id: 'm2', first_name: 'Niran' }), aFoundMember()]
              : [aFoundMember(), aFoundMember({ id: 'm2', first_name: 'Niran' })],
          total: 2,
          page: 1,
          page_size: 20,
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/admin/members');
    await userEvent.type(screen.getByLabelText('Phone, e-mail, name or member QR code'), '081 234{Enter}');
    expect(await screen.findByRole('heading', { name: '2 found for “081 234”' })).toBeInTheDocument();
    expect(sent(view.operations, 'FindMembers')[0]?.variables).toEqual({
      query: '081 234',
      branch_id: 'sukhumvit',
      page: 1,
      sort: 'name',
      descending: false,
    });
    expect(view.location()).toBe('/admin/members?q=081+234');
    const table = screen.getByRole('table', { name: 'Members found' });
    expect(within(table).getByRole('link', { name: 'Ploy Suksawat' })).toHaveAttribute(
      'href',
      '/admin/members/m1',
    );
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(within(table).getByRole('button', { name: /Phone/ }));
    await waitFor(() =>
      expect(sent(view.operations, 'FindMembers').at(-1)?.variables).toMatchObject({ sort: 'phone' }),
    );
    expect(screen.getByRole('columnheader', { name: /Phone/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getAllByRole('link', { name: /Suksawat/ })[0]).toHaveTextContent('Niran');
  });

  it('opens the member a scanned QR code names, sending the code once', async () => {
    const view = await renderAdmin('/admin/members', {
      FindMembers: { findMembers: { members: [aFoundMember()], total: 1, page: 1, page_size: 20 } },
      StaffMember: { staffMember: aMember() },
    });
    await userEvent.type(
      await screen.findByLabelText('Phone, e-mail, name or member QR code'),
      `${QR}{Enter}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ploy Suksawat' })).toBeInTheDocument();
    expect(view.location()).toBe('/admin/members/m1');
    expect(sent(view.operations, 'FindMembers').map((o) => o.variables)).toEqual([
      { query: QR, branch_id: 'sukhumvit' },
    ]);
  });

  it('says when the server refuses a scanned code, and the code stays out of the URL', async () => {
    const view = await renderAdmin('/admin/members', {
      FindMembers: {
        error: { code: 'member.qrInvalid', message: 'This member QR code is not valid any more.' },
      },
    });
    await userEvent.type(
      await screen.findByLabelText('Phone, e-mail, name or member QR code'),
      `${QR}{Enter}`,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This member QR code is not valid any more.');
    expect(view.location()).toBe('/admin/members');
  });
});

describe("a member's page", () => {
  it('shows the profile, the wallet with its ledger and the bookings, with links to them', async () => {
    await renderAdmin('/admin/members/m1', { StaffMember: { staffMember: aMember() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ploy Suksawat' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent('Gold');
    const wallet = screen.getByRole('region', { name: 'Wallet' });
    expect(wallet).toHaveTextContent('฿1,500.00');
    const ledger = within(wallet).getByRole('table', { name: 'Wallet movements, latest first' });
    expect(within(ledger).getAllByRole('row')[2]).toHaveTextContent(
      'Top-up · Card terminal฿1,800.00Ref. SLIP-7 · Gift · by Nok Desk at Yuzen Sukhumvit',
    );
    expect(within(ledger).getByRole('link', { name: 'Booking YU2611240001' })).toHaveAttribute(
      'href',
      '/admin/booking/b1',
    );
    expect(within(wallet).getByText('Page 1 of 3')).toBeInTheDocument();
    const upcoming = screen.getByRole('region', { name: 'Upcoming bookings' });
    expect(within(upcoming).getByRole('link', { name: 'YU2611240001' })).toHaveAttribute(
      'href',
      '/admin/booking/b1',
    );
    expect(screen.getByRole('region', { name: 'Points' })).toHaveTextContent('1,200');
    expect(screen.getByRole('link', { name: 'Book for this member' })).toHaveAttribute(
      'href',
      '/admin/new-booking?member=m1',
    );
  });

  it('turns the ledger page through the URL', async () => {
    const view = await renderAdmin('/admin/members/m1', { StaffMember: { staffMember: aMember() } });
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(view.location()).toBe('/admin/members/m1?ledger=2'));
    expect(sent(view.operations, 'StaffMember').at(-1)?.variables).toMatchObject({ ledger_page: 2 });
  });

  it('checks the top-up at its fields, then sends it in baht and shows the new balance', async () => {
    let balance = 1500;
    const view = await renderAdmin('/admin/members/m1', {
      StaffMember: () => ({ staffMember: aMember({ wallet_balance: balance }) }),
      TopUpWallet: () => {
        balance += 500;
        return { topUpWallet: aMember({ wallet_balance: balance }) };
      },
    });
    const add = await screen.findByRole('button', { name: 'Add to wallet' });
    await userEvent.click(add);
    expect(await screen.findByText('Enter an amount in baht, e.g. 500 or 1,250.50.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (THB)')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Amount (THB)'), '500');
    await userEvent.click(screen.getByLabelText('Card terminal'));
    await userEvent.click(add);
    expect(await screen.findByText("Enter the card slip's or the transfer's reference.")).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Cash'));
    await userEvent.type(screen.getByLabelText('Reason'), 'Counter top-up');
    await userEvent.click(add);
    await waitFor(() => expect(sent(view.operations, 'TopUpWallet')).toHaveLength(1));
    expect(sent(view.operations, 'TopUpWallet')[0]?.variables).toEqual({
      input: {
        member_id: 'm1',
        branch_id: 'sukhumvit',
        amount: 500,
        method: 'cash',
        reference: null,
        reason: 'Counter top-up',
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('฿500.00 added to the wallet.');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Wallet' })).toHaveTextContent('฿2,000.00'),
    );
    expect(screen.getByLabelText('Amount (THB)')).toHaveValue('');
  });

  it("shows the server's refusal of a top-up in the snackbar", async () => {
    await renderAdmin('/admin/members/m1', {
      StaffMember: { staffMember: aMember() },
      TopUpWallet: { error: { code: 'login.notAuthorized', message: 'You are not allowed to do this.' } },
    });
    await userEvent.type(await screen.findByLabelText('Amount (THB)'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Add to wallet' }));
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (THB)')).toHaveValue('100');
  });

  it('says when the member is not there', async () => {
    await renderAdmin('/admin/members/zz', {
      StaffMember: { error: { code: 'member.notFound', message: 'Member not found' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Member' })).toBeInTheDocument();
    expect(screen.getByText('Member not found')).toBeInTheDocument();
  });
});

it("links a member's booking to the member", async () => {
  await renderAdmin('/admin/booking/b1', {
    StaffBooking: { staffBooking: aStaffBooking({ member_id: 'm1' }) },
  });
  const contact = await screen.findByRole('region', { name: 'Contact' });
  expect(within(contact).getByRole('link', { name: 'Open the member' })).toHaveAttribute(
    'href',
    '/admin/members/m1',
  );
});
