import { formatMoney } from '@sabai/i18n';

/** An amount in THB with two decimals, written alike in our three languages (formatMoney). */
export function Money({ amount }: { amount: number }) {
  return <span className="money">{formatMoney(amount)}</span>;
}
