import { useLingui } from '@lingui/react/macro';
import { moneyLines, satangToThb, type MoneyFigures, type MoneyLine } from '@sabai/booking-rules';
import { Fragment } from 'react';
import { Money } from '../brand/money';
import styles from './money-breakdown.module.css';
import { pointsCount } from './points-count';

export interface MoneyBreakdownProps {
  /** The server's figures in satang: the live summary at checkout, the paid order's once paid. */
  figures: MoneyFigures;
  /** Paid already (confirmation, print, member area) or still to pay (checkout): only the words change. */
  paid: boolean;
}

// End-to-end tests and the kiosk read lines by these ids.
const testIds: Record<MoneyLine['kind'], string> = {
  sub_total: 'sub-total',
  discount: 'discount',
  tier_discount: 'tier-discount',
  grand_total: 'grand-total',
  deposit: 'deposit',
  points: 'points',
  wallet: 'wallet',
  paid_online: 'paid-online',
  remain: 'remain',
};

function useLineLabel(paid: boolean) {
  const { t, i18n } = useLingui();
  return (line: MoneyLine): string => {
    switch (line.kind) {
      case 'sub_total':
        return t`Sub-total`;
      case 'discount':
        return t`Promotion discount`;
      case 'tier_discount':
        return t`Member discount`;
      case 'grand_total':
        return t`Total`;
      case 'deposit':
        return paid ? t`Deposit paid` : t`Deposit paid now`;
      case 'points':
        return i18n._(pointsCount(line.points ?? 0));
      case 'wallet':
        return t`From your wallet`;
      case 'paid_online':
        return paid ? t`Paid by card or QR` : t`Paid now by card or QR`;
      case 'remain':
        return paid ? t`Still to pay at the branch` : t`Paid at the branch`;
    }
  };
}

/**
 * A booking's money, line by line as booking-rules' `moneyLines` lists them (docs/product-rules.md, Pricing
 * and Deposit): the same lines at checkout, on the confirmation, on paper and in the member area. Every
 * amount is the server's; nothing is added up here.
 */
export function MoneyBreakdown({ figures, paid }: MoneyBreakdownProps) {
  const label = useLineLabel(paid);
  return (
    <dl className={styles.breakdown}>
      {moneyLines(figures).map((line) => {
        const total = line.kind === 'grand_total' ? styles.total : undefined;
        return (
          <Fragment key={line.kind}>
            <dt className={total}>{label(line)}</dt>
            <dd className={total} data-testid={testIds[line.kind]}>
              {line.negative && '−'}
              <Money amount={satangToThb(line.amountSatang)} />
            </dd>
          </Fragment>
        );
      })}
    </dl>
  );
}
