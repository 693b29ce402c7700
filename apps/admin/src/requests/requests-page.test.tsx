import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupRequestQuery, GroupRequestsQuery } from '@sabai/graphql/staff';
import { aStaffBranch } from '../testing/builders';
import { sent } from '../testing/fake-staff-client';
import { renderAdmin } from '../testing/render-admin';

type ListItem = GroupRequestsQuery['groupRequests']['items'][number];
type Detail = GroupRequestQuery['groupRequest'];

const anItem = (overrides: Partial<ListItem> = {}): ListItem => ({
  id: 'r1',
  branch: aStaffBranch(),
  date: '2026-12-12',
  time: '14:00:00',
  guest_count: 14,
  contact_name: 'Niran',
  contact_phone: '0812345678',
  contact_email: 'niran@example.com',
  status: 'new',
  created_at: '2026-11-20T03:00:00.000Z',
  ...overrides,
});

const aDetail = (overrides: Partial<Detail> = {}): Detail => ({
  ...anItem(),
  message: 'A company outing; two vegetarians.',
  locale: 'en',
  booking_id: null,
  booking_no: null,
  notes: [],
  ...overrides,
});

describe('the group requests inbox', () => {
  it('lists the new requests by default, sorts by a column and pages', async () => {
    const view = await renderAdmin('/admin/requests', {
      GroupRequests: {
        groupRequests: {
          total: 30,
          items: [anItem(), anItem({ id: 'r2', contact_name: 'Ploy', guest_count: 20 })],
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Group requests' });
    expect(within(table).getByRole('link', { name: 'Niran' })).toHaveAttribute('href', '/admin/requests/r1');
    // 03:00 UTC is 10:00 in Bangkok.
    expect(table).toHaveTextContent('20 Nov 2026, 10:00');
    expect(table).toHaveTextContent('12 Dec 2026 14:00');
    expect(screen.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
    expect(sent(view.operations, 'GroupRequests')[0]?.variables).toMatchObject({
      status: 'new',
      order: 'asked',
      descending: true,
      page: 1,
      page_size: 25,
    });
    expect(screen.getByRole('columnheader', { name: /Asked/ })).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(screen.getByRole('button', { name: /Guests/ }));
    await waitFor(() => expect(view.location()).toBe('/admin/requests?order=guests'));
    expect(screen.getByRole('columnheader', { name: /Guests/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: /Guests/ }));
    await waitFor(() => expect(view.location()).toBe('/admin/requests?order=guests&dir=asc'));

    const pager = screen.getByRole('navigation', { name: 'Pages of group requests' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(sent(view.operations, 'GroupRequests').at(-1)?.variables).toMatchObject({ page: 2 }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Contacted' }));
    await waitFor(() =>
      expect(view.location()).toBe('/admin/requests?status=contacted&order=guests&dir=asc'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() =>
      expect(sent(view.operations, 'GroupRequests').at(-1)?.variables).toMatchObject({ status: null }),
    );
  });

  it('says so when no request has the status', async () => {
    await renderAdmin('/admin/requests?status=declined', {
      GroupRequests: { groupRequests: { total: 0, items: [] } },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('No group request with this status.');
  });

  it('shows a request, adds a note, marks it contacted and links to book it', async () => {
    let detail = aDetail();
    const view = await renderAdmin('/admin/requests/r1', {
      GroupRequest: () => ({ groupRequest: detail }),
      UpdateGroupRequest: (operation) => {
        const { status, note } = operation.variables as { status: Detail['status']; note: string | null };
        detail = {
          ...detail,
          status,
          notes: note
            ? [...detail.notes, { at: '2026-11-21T02:00:00.000Z', by: 'Kanya', text: note }]
            : detail.notes,
        };
        return { updateGroupRequest: detail };
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Group request from Niran' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What was asked' })).toHaveTextContent('two vegetarians');
    expect(screen.getByRole('link', { name: 'Book it' })).toHaveAttribute(
      'href',
      '/admin/new-booking?request=r1',
    );

    // An empty note is refused at the field, before any call.
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Please write the note first.')).toBeInTheDocument();
    expect(sent(view.operations, 'UpdateGroupRequest')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Add a note'), '  Called, sending a quote ');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(sent(view.operations, 'UpdateGroupRequest')[0]?.variables).toEqual({
        id: 'r1',
        status: 'new',
        note: 'Called, sending a quote',
      }),
    );
    expect(await screen.findByText('Called, sending a quote')).toBeInTheDocument();
    expect(screen.getByLabelText('Add a note')).toHaveValue('');

    const actions = screen.getByRole('group', { name: 'Actions' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Mark contacted' }));
    expect(sent(view.operations, 'UpdateGroupRequest')[1]?.variables).toEqual({
      id: 'r1',
      status: 'contacted',
      note: null,
    });
    expect(await within(actions).findByRole('button', { name: 'Back to new' })).toBeInTheDocument();
    expect(screen.getByText('Contacted', { selector: 'strong' })).toBeInTheDocument();
  });

  it('offers no move and no booking for a booked request, and links its booking', async () => {
    await renderAdmin('/admin/requests/r1', {
      GroupRequest: {
        groupRequest: aDetail({ status: 'booked', booking_id: 'b9', booking_no: 'YU2612120001' }),
      },
    });
    const actions = await screen.findByRole('group', { name: 'Actions' });
    expect(within(actions).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Book it' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Booking YU2612120001' })).toHaveAttribute(
      'href',
      '/admin/booking/b9',
    );
    expect(screen.queryByLabelText('Add a note')).not.toBeInTheDocument();
  });

  it('offers no booking for a declined request until it is moved back', async () => {
    await renderAdmin('/admin/requests/r1', {
      GroupRequest: { groupRequest: aDetail({ status: 'declined' }) },
    });
    const actions = await screen.findByRole('group', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Back to new', 'Mark contacted']);
    expect(screen.queryByRole('link', { name: 'Book it' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Add a note')).toBeInTheDocument();
  });

  it('shows the server refusal of a move in the snackbar', async () => {
    await renderAdmin('/admin/requests/r1', {
      GroupRequest: { groupRequest: aDetail() },
      UpdateGroupRequest: {
        error: {
          code: 'request.transitionRefused',
          message: 'This request has been booked; its status can no longer change.',
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText('This request has been booked; its status can no longer change.'),
    ).toBeInTheDocument();
  });
});
