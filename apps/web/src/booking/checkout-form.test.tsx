import { zeroSummary } from '@sabai/booking-journey';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../testing/render-route';
import { CheckoutForm, type CheckoutFormProps } from './checkout-form';

const summary = { ...zeroSummary, sub_total: 800, grand_total: 800, amount: 800 };

function setup(props: Partial<CheckoutFormProps> = {}) {
  const onPay = jest.fn();
  renderRoutes(
    [
      {
        path: '/book/checkout',
        element: (
          <CheckoutForm
            summary={summary}
            busy={false}
            expired={false}
            paying={false}
            onPay={onPay}
            {...props}
          />
        ),
      },
    ],
    '/book/checkout',
  );
  return { onPay };
}

describe('CheckoutForm', () => {
  it('keeps "Pay now" enabled; a press without the terms moves to the box and says what is missing', async () => {
    const { onPay } = setup();
    const pay = screen.getByRole('button', { name: 'Pay now' });
    expect(pay).toBeEnabled();
    await userEvent.click(pay);
    const terms = screen.getByLabelText('I accept the booking policies and the terms of service.');
    await waitFor(() => expect(terms).toHaveFocus());
    expect(terms).toHaveAccessibleDescription(
      'Please tick the box to accept the booking policies and the terms before paying.',
    );
    expect(onPay).not.toHaveBeenCalled();
    await userEvent.click(terms);
    await userEvent.click(pay);
    expect(onPay).toHaveBeenCalledWith(summary);
  });

  it('says why "Pay now" cannot be pressed once the hold has expired', () => {
    setup({ expired: true });
    const pay = screen.getByRole('button', { name: 'Pay now' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription('The hold has expired.');
  });

  it('shows the server’s total beside the button', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Total ฿800.00');
  });
});
