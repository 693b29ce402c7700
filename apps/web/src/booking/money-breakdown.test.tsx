// The breakdown against the server's own numbers: each summary is computed by booking-rules'
// computeOrderSummary (the server's arithmetic) and sent through the wire as the API sends it, then shown at
// checkout, on the confirmation and in the member area by the one MoneyBreakdown.
import {
  computeOrderSummary,
  toOrderSummaryWire,
  type OrderSummaryInput,
  type Product,
} from '@sabai/booking-rules';
import type { MemberBookingsQuery, PrebookingQuery } from '@sabai/graphql';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../testing/booking-fixtures';
import { MemberBookingItem } from '../member/member-booking-item';
import { SummaryPanel } from './summary-panel';

const treatmentSet: Product = {
  id: 'set',
  name: 'Foot, head and shoulders',
  type: 'treatment',
  durationMin: 90,
  priceSatang: 110_000,
  bundle: [],
  tags: [],
  isForceSelect: false,
  isOnsenFee: false,
  isUseOilMaterial: false,
  isMustAfterOnsen: false,
};

interface Uses {
  promotion?: boolean;
  tier?: boolean;
  deposit?: boolean;
  points?: boolean;
  wallet?: boolean;
}

/** The summary as the API answers it: the server's arithmetic, baht with two decimals on the wire. */
function serverSummary(uses: Uses) {
  const input: OrderSummaryInput = {
    branchId: 'yuzen-sukhumvit',
    brandId: 'yuzen',
    date: '2026-12-01',
    time: 14 * 60,
    guests: [{ no: 1, treatments: ['set'], start: { onsen: null, spa: null } }],
    catalog: { products: [treatmentSet], courses: [] },
    discount: uses.promotion ? { source: 'voucher', kind: 'amount', amountSatang: 10_000 } : null,
    tierPercent: uses.tier ? 10 : 0,
    depositPercent: uses.deposit ? 50 : 0,
    points: uses.points
      ? { use: 100, activePoints: 300, conversionRates: [{ points: 100, valueSatang: 5_000 }] }
      : null,
    wallet: uses.wallet ? { useSatang: 10_000, balanceSatang: 90_000, isActivated: true } : null,
  };
  const result = computeOrderSummary(input);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  const wire = toOrderSummaryWire(result.summary);
  const baht = (text: string) => Number(text);
  return {
    sub_total: baht(wire.sub_total),
    discount: baht(wire.discount),
    tier_discount: baht(wire.tier_discount),
    grand_total: baht(wire.grand_total),
    deposit: baht(wire.deposit),
    use_wallet: baht(wire.use_wallet),
    use_points: wire.use_points,
    points_value: baht(wire.points_value),
    amount: baht(wire.amount),
    remain: baht(wire.remain),
    currency: wire.currency,
    free_atk: wire.free_atk,
  };
}

type Payment = NonNullable<PrebookingQuery['prebooking']>['payment'];
const asPayment = ({ free_atk: _, ...summary }: ReturnType<typeof serverSummary>): Payment => ({
  ...summary,
  method: 'card',
  vat: 0,
});

function memberBooking(payment: Payment): MemberBookingsQuery['memberBookings'][number] {
  return {
    id: 'b1',
    booking_no: 'YU-20261201-0001',
    token: 'secret',
    state: 'paid',
    branch_id: 'yuzen-sukhumvit',
    branch_name: 'Yuzen Sukhumvit',
    self_cancel: null,
    date_time: '2026-12-01 14:00:00',
    guest_count: 1,
    grand_total: payment.grand_total,
    remain: payment.remain,
    payment,
    guests: [{ no: 1, name: null, treatments: ['set'] }],
  };
}

/** Each shown line as "label amount", in order. */
const shownLines = (container: HTMLElement) =>
  within(container)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe('MoneyBreakdown', () => {
  it('shows a Gold member paying 990.00 of 1,100.00 the same at checkout and in the member area', () => {
    const summary = serverSummary({ tier: true });
    const checkout = renderWithProviders(<SummaryPanel summary={summary} />);
    expect(shownLines(checkout.container)).toEqual([
      'Sub-total ฿1,100.00',
      'Member discount −฿110.00',
      'Total ฿990.00',
      'Paid now by card or QR ฿990.00',
    ]);
    checkout.unmount();

    const member = renderWithProviders(
      <MemoryRouter>
        <MemberBookingItem
          booking={memberBooking(asPayment(summary))}
          upcoming
          shown={undefined}
          onChanged={() => undefined}
        />
      </MemoryRouter>,
    );
    expect(shownLines(member.container)).toEqual([
      'Sub-total ฿1,100.00',
      'Member discount −฿110.00',
      'Total ฿990.00',
      'Paid by card or QR ฿990.00',
    ]);
    expect(screen.getByTestId('tier-discount')).toHaveTextContent('−฿110.00');
    expect(screen.getByTestId('paid-online')).toHaveTextContent('฿990.00');
  });

  it('shows a promotion, points, wallet and a deposit as the server priced them', () => {
    // 1,100 - 100 (voucher) = 1,000; half online (500) less 50 (points) and 100 (wallet): 350 by card.
    const summary = serverSummary({ promotion: true, deposit: true, points: true, wallet: true });
    const { container } = renderWithProviders(<SummaryPanel summary={summary} />);
    expect(shownLines(container)).toEqual([
      'Sub-total ฿1,100.00',
      'Promotion discount −฿100.00',
      'Total ฿1,000.00',
      'Deposit paid now ฿500.00',
      '100 points −฿50.00',
      'From your wallet −฿100.00',
      'Paid now by card or QR ฿350.00',
      'Paid at the branch ฿500.00',
    ]);
  });

  it('says what was paid and what is still owed once the deposit is paid', () => {
    const summary = serverSummary({ tier: true, deposit: true });
    renderWithProviders(
      <MemoryRouter>
        <MemberBookingItem
          booking={memberBooking(asPayment(summary))}
          upcoming={false}
          shown={undefined}
          onChanged={() => undefined}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Deposit paid')).toBeInTheDocument();
    expect(screen.getByTestId('deposit')).toHaveTextContent('฿495.00');
    expect(screen.getByTestId('paid-online')).toHaveTextContent('฿495.00');
    expect(screen.getByText('Still to pay at the branch')).toBeInTheDocument();
    expect(screen.getByTestId('remain')).toHaveTextContent('฿495.00');
  });
});
