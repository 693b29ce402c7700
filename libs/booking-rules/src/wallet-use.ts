import { assertSatang } from './money.js';
import { problem, resultOf, type Problem, type Result } from './problems.js';

/** A member's wallet (docs/product-rules.md, Wallet and points). */
export interface Wallet {
  readonly balanceSatang: number;
  readonly isActivated: boolean;
}

/** The problems {@link validateWalletUse} can report. */
export type WalletCode =
  'wallet_not_activated' | 'wallet_amount_not_positive' | 'wallet_exceeds_balance' | 'wallet_exceeds_payment';

/**
 * Wallet use (docs/product-rules.md, Wallet and points): more than 0, at most the balance, at most the amount
 * to pay (`payableSatang`: what is due online after points). The wallet must be activated.
 */
export function validateWalletUse(
  amountSatang: number,
  wallet: Wallet,
  payableSatang: number,
): Result<{ amountSatang: number }, WalletCode> {
  if (!Number.isSafeInteger(amountSatang)) {
    throw new RangeError(`wallet amount must be whole satang, got ${amountSatang}`);
  }
  assertSatang(wallet.balanceSatang, 'balanceSatang');
  assertSatang(payableSatang, 'payableSatang');
  const problems: Problem<WalletCode>[] = [];
  if (!wallet.isActivated) problems.push(problem('wallet_not_activated', {}));
  if (amountSatang <= 0) problems.push(problem('wallet_amount_not_positive', { amountSatang }));
  if (amountSatang > wallet.balanceSatang) {
    problems.push(problem('wallet_exceeds_balance', { amountSatang, balanceSatang: wallet.balanceSatang }));
  }
  if (amountSatang > payableSatang) {
    problems.push(problem('wallet_exceeds_payment', { amountSatang, payableSatang }));
  }
  return resultOf(problems, { amountSatang });
}
