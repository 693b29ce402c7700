// A time that costs less (docs/product-rules.md, Changes by the customer): the form shows what the server's quote
// says goes where (off the amount owed at the branch, to the wallet, to the card, or nowhere by the brand's policy).
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/booking-fixtures';
import { MoveCheaper, type MoveQuote } from './move-difference';

const quote = (over: Partial<MoveQuote>): MoveQuote => ({
  difference: -150,
  promotion_kept: false,
  remain_off: 0,
  refund_via: 'none',
  refund_amount: 0,
  ...over,
});

const said = () => [...screen.getByRole('status').querySelectorAll('p')].map((p) => p.textContent);

describe('MoveCheaper', () => {
  it('says the difference goes back to the wallet', () => {
    renderWithProviders(<MoveCheaper quote={quote({ refund_via: 'wallet', refund_amount: 150 })} />);
    expect(said()).toEqual([
      'At this time the booking costs ฿150.00 less. It moves at once.',
      '฿150.00 of what you paid goes back to your wallet.',
    ]);
  });

  it('takes it off the amount owed at the branch first, the rest back to the card', () => {
    renderWithProviders(
      <MoveCheaper quote={quote({ remain_off: 100, refund_via: 'gateway', refund_amount: 50 })} />,
    );
    expect(said()).toEqual([
      'At this time the booking costs ฿150.00 less. It moves at once.',
      '฿100.00 comes off what you pay at the branch.',
      '฿50.00 of what you paid goes back to the card or account you paid with.',
    ]);
  });

  it('says payments are kept when the brand refunds nothing', () => {
    renderWithProviders(<MoveCheaper quote={quote({})} />);
    expect(said()).toEqual([
      'At this time the booking costs ฿150.00 less. It moves at once.',
      'Payments are non-refundable: what you paid stays as it is.',
    ]);
  });
});
