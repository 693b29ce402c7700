// How a cheaper move's difference is split (docs/product-rules.md, Changes by the customer): the amount owed at
// the branch first, then back by the brand's policy, never more than the paid order has left to give.
import { refundVia } from '../staff-day/booking-refund';
import { planMoveMoney } from './move-refund';

const paid = (amount: number, wallet = 0, charge: string | null = 'chrg_1') => ({
  amount_satang: amount,
  use_wallet_satang: wallet,
  charge_id: charge,
});

describe('planMoveMoney', () => {
  it('takes the difference off what is still owed at the branch before giving anything back', () => {
    expect(planMoveMoney(10_000, 30_000, 'gateway', paid(20_000))).toEqual({
      remainOffSatang: 10_000,
      walletSatang: 0,
      gatewaySatang: 0,
      keptSatang: 0,
    });
    expect(planMoveMoney(10_000, 4_000, 'gateway', paid(20_000))).toEqual({
      remainOffSatang: 4_000,
      walletSatang: 0,
      gatewaySatang: 6_000,
      keptSatang: 0,
    });
  });

  it('gives the gateway its part first and the rest to the wallet the order took it from', () => {
    expect(planMoveMoney(10_000, 0, 'gateway', paid(6_000, 8_000))).toEqual({
      remainOffSatang: 0,
      walletSatang: 4_000,
      gatewaySatang: 6_000,
      keptSatang: 0,
    });
    // An order without a charge (all wallet) gives it all to the wallet.
    expect(planMoveMoney(3_000, 0, 'gateway', paid(0, 8_000, null)).walletSatang).toBe(3_000);
  });

  it('credits the wallet with all of it, up to what the order took', () => {
    expect(planMoveMoney(10_000, 0, 'wallet', paid(6_000, 1_000))).toEqual({
      remainOffSatang: 0,
      walletSatang: 7_000,
      gatewaySatang: 0,
      keptSatang: 3_000,
    });
  });

  it('keeps it all when the policy refunds nothing or nothing was paid', () => {
    expect(planMoveMoney(5_000, 0, 'none', paid(20_000)).keptSatang).toBe(5_000);
    expect(planMoveMoney(5_000, 0, 'wallet', undefined).keptSatang).toBe(5_000);
  });
});

describe('refundVia', () => {
  it('sends a guest’s money through the gateway, as a guest has no wallet', () => {
    expect(refundVia('wallet', null)).toBe('gateway');
    expect(refundVia('wallet', 'member-1')).toBe('wallet');
    expect(refundVia('none', null)).toBe('none');
  });
});
