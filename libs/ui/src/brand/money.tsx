import { formatMoney } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';

/** An amount in THB with two decimals, in the reader's number format. */
export function Money({ amount }: { amount: number }) {
  const locale = useAtomValue(localeAtom);
  return <span className="money">{formatMoney(amount, locale)}</span>;
}
