import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import { FindMembersDocument, type FindMembersQuery } from '@sabai/graphql/staff';
import { LoadError } from '@sabai/ui';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { ListPager } from '../layout/list-pager';
import retry from '../layout/retry.module.css';
import { useAdminContext } from '../session/admin-context';
import { pageOf, sortOf, type MemberSortKey } from './member-query';
import { MemberSearchForm } from './member-search-form';
import { MembersTable, type MembersTableProps } from './members-table';
import styles from './members.module.css';
import { usePagesLabel } from './use-pages-label';

// The page says a refusal itself (LoadError); one constant, as urql asks again when the context changes.
const QUIET = { quietErrors: true };

interface Shown {
  q: string;
  page: number;
  sort: MemberSortKey;
  descending: boolean;
}

/**
 * /admin/members: find a member by phone, e-mail or name (any part, any case), or by the member's QR code
 * (docs/product-rules.md, Members at the desk). The words, page and sort stay in the URL (?q=&page=&sort=&desc=),
 * so Back returns to the same list; the server sorts and pages.
 */
export function MembersPage() {
  const { branch } = useAdminContext();
  const [params, setParams] = useSearchParams();
  const shown: Shown = {
    q: params.get('q') ?? '',
    page: pageOf(params.get('page')),
    sort: sortOf(params.get('sort')),
    descending: params.get('desc') === '1',
  };
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: FindMembersDocument,
    variables: {
      query: shown.q,
      branch_id: branch?.id ?? '',
      page: shown.page,
      sort: shown.sort,
      descending: shown.descending,
    },
    pause: !branch || shown.q.length < 2,
    requestPolicy: 'network-only',
    context: QUIET,
  });

  const show = (next: Partial<Shown>) => {
    const values = { ...shown, ...next };
    const search = new URLSearchParams({ q: values.q });
    if (values.page > 1) search.set('page', String(values.page));
    if (values.sort !== 'name') search.set('sort', values.sort);
    if (values.descending) search.set('desc', '1');
    setParams(search);
  };
  const onSort = (key: MemberSortKey) =>
    show({ sort: key, descending: key === shown.sort ? !shown.descending : false, page: 1 });

  const found = data?.findMembers;
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Members</Trans>
      </h1>
      <MemberSearchForm query={shown.q} branchId={branch?.id} onWords={(q) => show({ q, page: 1 })} />
      {error && !fetching && (
        <LoadError retryClassName={retry.retry} message={errorText(error)} onRetry={() => reexecute()} />
      )}
      {found && (
        <FoundMembers
          found={found}
          query={shown.q}
          sort={{ key: shown.sort, descending: shown.descending }}
          onSort={onSort}
          onPage={(page) => show({ page })}
        />
      )}
    </main>
  );
}

interface FoundMembersProps {
  found: FindMembersQuery['findMembers'];
  query: string;
  sort: MembersTableProps['sort'];
  onSort: (key: MemberSortKey) => void;
  onPage: (page: number) => void;
}

function FoundMembers({ found, query, sort, onSort, onPage }: FoundMembersProps) {
  const { t } = useLingui();
  const pagesOf = usePagesLabel();
  return (
    <section aria-labelledby="found-title">
      <h2 id="found-title">
        <Trans>
          {found.total} found for “{query}”
        </Trans>
      </h2>
      {found.members.length > 0 ? (
        <MembersTable members={found.members} sort={sort} onSort={onSort} />
      ) : (
        <p className={styles.empty}>
          <Trans>No member has this phone, e-mail or name.</Trans>
        </p>
      )}
      <ListPager
        label={pagesOf(t`Members`)}
        page={found.page}
        pageSize={found.page_size}
        total={found.total}
        onPage={onPage}
        count={false}
      />
    </section>
  );
}
