import type { Problem } from './problems.js';
import { validateWalletUse, type Wallet } from './wallet-use.js';

const wallet: Wallet = { balanceSatang: 100_000, isActivated: true };

describe('wallet use: greater than 0, not above balance, not above the payment', () => {
  it.each<[string, number, Wallet, number, Problem[]]>([
    ['part of the payment', 50_000, wallet, 80_000, []],
    ['the whole balance for the whole payment', 100_000, wallet, 100_000, []],
    ['zero', 0, wallet, 80_000, [{ code: 'wallet_amount_not_positive', params: { amountSatang: 0 } }]],
    [
      'negative',
      -100,
      wallet,
      80_000,
      [{ code: 'wallet_amount_not_positive', params: { amountSatang: -100 } }],
    ],
    [
      'above the balance',
      100_001,
      wallet,
      200_000,
      [{ code: 'wallet_exceeds_balance', params: { amountSatang: 100_001, balanceSatang: 100_000 } }],
    ],
    [
      'above the payment',
      90_000,
      wallet,
      80_000,
      [{ code: 'wallet_exceeds_payment', params: { amountSatang: 90_000, payableSatang: 80_000 } }],
    ],
    [
      'above both',
      150_000,
      wallet,
      80_000,
      [
        { code: 'wallet_exceeds_balance', params: { amountSatang: 150_000, balanceSatang: 100_000 } },
        { code: 'wallet_exceeds_payment', params: { amountSatang: 150_000, payableSatang: 80_000 } },
      ],
    ],
    [
      'a wallet not activated',
      10_000,
      { ...wallet, isActivated: false },
      80_000,
      [{ code: 'wallet_not_activated', params: {} }],
    ],
  ])('%s', (_, amount, from, payable, problems) => {
    const result = validateWalletUse(amount, from, payable);
    expect(result).toEqual(
      problems.length > 0 ? { ok: false, problems } : { ok: true, amountSatang: amount },
    );
  });

  it.each([
    ['a fraction of a satang', () => validateWalletUse(0.5, wallet, 100)],
    ['a negative balance', () => validateWalletUse(1, { ...wallet, balanceSatang: -1 }, 100)],
    ['a negative payable', () => validateWalletUse(1, wallet, -1)],
  ])('throws on %s', (_, call) => {
    expect(call).toThrow(RangeError);
  });
});
