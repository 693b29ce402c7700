import { Trans, useLingui } from '@lingui/react/macro';
import type { FindMembersQuery } from '@sabai/graphql/staff';
import { formatDate } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import type { MemberSortKey } from './member-query';
import styles from './members.module.css';

type FoundMember = FindMembersQuery['findMembers']['members'][number];

export interface MembersTableProps {
  members: FoundMember[];
  sort: { key: MemberSortKey; descending: boolean };
  onSort: (key: MemberSortKey) => void;
}

function SortHeader({
  label,
  column,
  sort,
  onSort,
}: { label: string; column: MemberSortKey } & Omit<MembersTableProps, 'members'>) {
  const active = sort.key === column;
  const direction = sort.descending ? 'descending' : 'ascending';
  return (
    <th scope="col" aria-sort={active ? direction : 'none'}>
      <button type="button" className={styles.sort} onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true">{active ? (sort.descending ? ' ▼' : ' ▲') : ' ↕'}</span>
      </button>
    </th>
  );
}

/** The members found, one row each; the name opens the member. Sorted by the server, a page at a time. */
export function MembersTable({ members, sort, onSort }: MembersTableProps) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">
        <Trans>Members found</Trans>
      </caption>
      <thead>
        <tr>
          <SortHeader label={t`Name`} column="name" sort={sort} onSort={onSort} />
          <SortHeader label={t`Phone`} column="phone" sort={sort} onSort={onSort} />
          <th scope="col">{t`E-mail`}</th>
          <th scope="col">{t`Tier`}</th>
          <SortHeader label={t`Member since`} column="member_since" sort={sort} onSort={onSort} />
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.id}>
            <td>
              <Link to={`/members/${member.id}`} className={styles.rowLink}>
                {member.first_name} {member.last_name}
              </Link>
            </td>
            <td>{member.phone}</td>
            <td>{member.email}</td>
            <td>{member.tier}</td>
            <td>{formatDate(member.member_since.slice(0, 10), locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
