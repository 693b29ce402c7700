import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aStaffBooking } from '../testing/builders';
import { sent } from '../testing/fake-staff-client';
import { renderAdmin } from '../testing/render-admin';

const held = aStaffBooking({
  booking_no: null,
  state: 'pending',
  channel: 'staff',
  paid: 0,
  owed: 1500,
  payments: [],
  actions: ['cancel', 'pay_counter', 'send_payment_link'],
});

describe('taking the money of a staff booking', () => {
  it('records cash at the counter with the amount owed', async () => {
    let paid = false;
    const view = await renderAdmin('/admin/booking/b1', {
      StaffBooking: () => ({
        staffBooking: paid ? aStaffBooking({ channel: 'staff', actions: ['check_in'] }) : held,
      }),
      RecordCounterPayment: () => {
        paid = true;
        return { recordCounterPayment: aStaffBooking({ channel: 'staff' }) };
      },
    });
    const panel = await screen.findByRole('region', { name: 'Take payment' });
    expect(panel).toHaveTextContent('Owed: ฿1,500.00');
    // The form is named by its heading for screen readers.
    expect(within(panel).getByRole('form', { name: 'Paid at the counter' })).toBeInTheDocument();
    expect(within(panel).getByLabelText('Amount collected (THB)')).toHaveValue(1500);
    await userEvent.type(within(panel).getByLabelText('Receipt number (optional)'), 'R-12');
    await userEvent.click(within(panel).getByRole('button', { name: 'Record the payment' }));
    expect(sent(view.operations, 'RecordCounterPayment')[0]?.variables).toEqual({
      input: { id: 'b1', method: 'cash', amount: 1500, approved: true, reference: 'R-12' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Payment recorded.');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Take payment' })).not.toBeInTheDocument(),
    );
  });

  it('asks a card’s slip number, sends whether the terminal approved, and shows a decline', async () => {
    const view = await renderAdmin('/admin/booking/b1', {
      StaffBooking: { staffBooking: held },
      RecordCounterPayment: {
        error: {
          code: 'pos.failed',
          message: 'The payment at the counter did not go through; the booking is not paid.',
        },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Take payment' });
    await userEvent.click(within(panel).getByRole('radio', { name: 'Card terminal' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Record the payment' }));
    expect(within(panel).getByLabelText('Slip number')).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).getByLabelText('Slip number')).toHaveFocus();
    expect(sent(view.operations, 'RecordCounterPayment')).toHaveLength(0);
    await userEvent.type(within(panel).getByLabelText('Slip number'), 'SLIP-9');
    await userEvent.click(within(panel).getByRole('button', { name: 'Record the payment' }));
    expect(sent(view.operations, 'RecordCounterPayment')[0]?.variables).toEqual({
      input: { id: 'b1', method: 'card', amount: 1500, approved: false, reference: 'SLIP-9' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('did not go through');
  });

  it('says a wrong amount at the amount', async () => {
    await renderAdmin('/admin/booking/b1', {
      StaffBooking: { staffBooking: held },
      RecordCounterPayment: {
        error: { code: 'payment.unmatched_amount', message: 'The amount does not match what is owed.' },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Take payment' });
    const amount = within(panel).getByLabelText('Amount collected (THB)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    await userEvent.click(within(panel).getByRole('button', { name: 'Record the payment' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription('The amount does not match what is owed.');
    expect(amount).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the payment link by SMS or e-mail', async () => {
    const view = await renderAdmin('/admin/booking/b1', {
      StaffBooking: { staffBooking: held },
      SendPaymentLink: { sendPaymentLink: held },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send payment link by SMS' }));
    expect(sent(view.operations, 'SendPaymentLink')[0]?.variables).toEqual({ id: 'b1', via: 'sms' });
    expect(await screen.findByRole('status')).toHaveTextContent('Payment link sent by SMS.');
    expect(screen.getByRole('button', { name: 'Send payment link by e-mail' })).toBeInTheDocument();
  });

  it('shows no payment for a booking the server offers none', async () => {
    await renderAdmin('/admin/booking/b1');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Take payment' })).not.toBeInTheDocument();
  });
});
