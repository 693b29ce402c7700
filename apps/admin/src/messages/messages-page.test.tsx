import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UndeliveredMessagesQuery } from '@sabai/graphql/staff';
import { aStaff } from '../testing/builders';
import { sent } from '../testing/fake-staff-client';
import { renderAdmin } from '../testing/render-admin';

type Row = UndeliveredMessagesQuery['undeliveredMessages'][number];

const brandAdmin = aStaff({
  name: 'Yuzen Admin',
  grants: [{ role: 'brand_admin', brand_ids: ['yuzen'], branch_ids: [] }],
});

const aMessage = (overrides: Partial<Row> = {}): Row => ({
  id: '7',
  channel: 'email',
  kind: 'booking_confirmation',
  recipient: 'ploy@example.com',
  subject: 'Booking YU-20261127-0001 confirmed',
  state: 'dead',
  attempts: 6,
  last_error: 'smtp 451 EMESSAGE',
  created_at: '2026-11-27T03:30:00.000Z',
  booking_id: 'b1',
  booking_no: 'YU-20261127-0001',
  ...overrides,
});

describe('the undelivered messages page', () => {
  it('lists failing and given-up messages with their reason, and sends a given-up one again', async () => {
    let rows = [
      aMessage(),
      aMessage({
        id: '8',
        state: 'failed',
        attempts: 2,
        subject: 'Your code',
        channel: 'sms',
        booking_id: null,
        booking_no: null,
      }),
    ];
    let refuse = true;
    const view = await renderAdmin('/admin/messages', {
      StaffMe: { staffMe: brandAdmin },
      UndeliveredMessages: () => ({ undeliveredMessages: rows }),
      ResendMessage: () => {
        if (refuse)
          return {
            error: {
              code: 'message.notResendable',
              message: 'Only a message that was given up can be sent again.',
            },
          };
        rows = rows.filter((r) => r.id !== '7');
        return { resendMessage: { id: '7', state: 'queued' } };
      },
    });
    const table = await screen.findByRole('table', { name: 'Undelivered messages' });
    const [dead, failing] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    // 03:30 UTC is 10:30 in Bangkok.
    expect(dead).toHaveTextContent('27 Nov 2026, 10:30');
    expect(dead).toHaveTextContent('E-mail: Booking YU-20261127-0001 confirmed');
    expect(dead).toHaveTextContent('Given up after 6 tries');
    expect(dead).toHaveTextContent('smtp 451 EMESSAGE');
    expect(within(dead as HTMLElement).getByRole('link', { name: 'YU-20261127-0001' })).toHaveAttribute(
      'href',
      '/admin/booking/b1',
    );
    // A failing message is still being retried: nothing to send again yet.
    expect(failing).toHaveTextContent('SMS: Your code');
    expect(failing).toHaveTextContent('Failing, 2 tries so far');
    expect(within(failing as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    const again = within(dead as HTMLElement).getByRole('button', {
      name: 'Send again: Booking YU-20261127-0001 confirmed',
    });
    await userEvent.click(again);
    expect(
      await screen.findByText('Only a message that was given up can be sent again.'),
    ).toBeInTheDocument();
    refuse = false;
    await userEvent.click(again);
    expect(await screen.findByText('The message is queued again.')).toBeInTheDocument();
    expect(sent(view.operations, 'ResendMessage').map((o) => o.variables)).toEqual([
      { id: '7' },
      { id: '7' },
    ]);
    expect(await screen.findByRole('row', { name: /Your code/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /YU-20261127-0001/ })).not.toBeInTheDocument();
  });

  it('says when every message has gone out', async () => {
    await renderAdmin('/admin/messages', {
      StaffMe: { staffMe: brandAdmin },
      UndeliveredMessages: { undeliveredMessages: [] },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Every message has gone out.');
  });

  it('sends branch staff to their admins without asking the server', async () => {
    const desk = aStaff({ grants: [{ role: 'branch_staff', brand_ids: [], branch_ids: ['sukhumvit'] }] });
    const view = await renderAdmin('/admin/messages', { StaffMe: { staffMe: desk } });
    expect(await screen.findByText(/handled by the brand.s admins/)).toBeInTheDocument();
    expect(sent(view.operations, 'UndeliveredMessages')).toHaveLength(0);
  });
});
