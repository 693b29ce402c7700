import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffMemberFieldsFragment } from '@sabai/graphql/staff';
import { formatInstant } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { Money } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import table from '../layout/table.module.css';
import styles from './members.module.css';
import { useLedgerReasonLabel, useTopUpMethodLabel } from './wallet-labels';

type LedgerEntry = StaffMemberFieldsFragment['ledger']['entries'][number];

/** The wallet's movements, latest first as the server pages them: what, how, by whom and the booking. */
export function WalletLedgerTable({ entries, timeZone }: { entries: LedgerEntry[]; timeZone: string }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const reason = useLedgerReasonLabel();
  const method = useTopUpMethodLabel();
  return (
    <table className={table.table}>
      <caption className="visually-hidden">
        <Trans>Wallet movements, latest first</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col" aria-sort="descending">
            {t`When`}
          </th>
          <th scope="col">{t`What`}</th>
          <th scope="col">{t`Amount`}</th>
          <th scope="col">{t`Details`}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>{formatInstant(entry.at, locale, timeZone)}</td>
            <td>
              {reason(entry.reason)}
              {entry.method ? ` · ${method(entry.method)}` : ''}
            </td>
            <td className={table.amount}>
              <Money amount={entry.amount} />
            </td>
            <td>
              {entry.booking_id && (
                <Link to={`/booking/${entry.booking_id}`} className={styles.rowLink}>
                  {t`Booking ${entry.booking_no ?? ''}`}
                </Link>
              )}
              {[
                entry.reference && t`Ref. ${entry.reference}`,
                entry.note,
                entry.staff_name && entry.branch_name && t`by ${entry.staff_name} at ${entry.branch_name}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
