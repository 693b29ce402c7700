import { Trans, useLingui } from '@lingui/react/macro';
import type { FindMembersQuery } from '@sabai/graphql/staff';
import { formatDate } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { SortHeader } from '../layout/sort-header';
import table from '../layout/table.module.css';
import type { MemberSortKey } from './member-query';
import styles from './members.module.css';

type FoundMember = FindMembersQuery['findMembers']['members'][number];

export interface MembersTableProps {
  members: FoundMember[];
  sort: { key: MemberSortKey; descending: boolean };
  onSort: (key: MemberSortKey) => void;
}

/** The members found, one row each; the name opens the member. Sorted by the server, a page at a time. */
export function MembersTable({ members, sort, onSort }: MembersTableProps) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const current = { key: sort.key, direction: sort.descending ? 'descending' : 'ascending' } as const;
  return (
    <table className={table.table}>
      <caption className="visually-hidden">
        <Trans>Members found</Trans>
      </caption>
      <thead>
        <tr>
          <SortHeader label={t`Name`} column="name" sort={current} onSort={onSort} />
          <SortHeader label={t`Phone`} column="phone" sort={current} onSort={onSort} />
          <th scope="col">{t`E-mail`}</th>
          <th scope="col">{t`Tier`}</th>
          <SortHeader label={t`Member since`} column="member_since" sort={current} onSort={onSort} />
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
