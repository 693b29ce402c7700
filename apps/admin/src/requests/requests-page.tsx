// /admin/requests, the group requests inbox (docs/product-rules.md, Group requests): one status at a time
// (new by default), sortable and paged by the server. The filter, order and page live in the URL, so a
// request opened and closed comes back to the same list.
import { Trans, useLingui } from '@lingui/react/macro';
import { GroupRequestsDocument, type GroupRequestOrder, type GroupRequestStatus } from '@sabai/graphql/staff';
import { LoadError, useRefetchOnLocaleSwitch } from '@sabai/ui';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { ListPager } from '../layout/list-pager';
import retry from '../layout/retry.module.css';
import { STATUS_ORDER, useRequestStatusLabel } from './request-labels';
import { RequestsTable, type RequestSort } from './requests-table';
import styles from './requests.module.css';

export const REQUESTS_PAGE_SIZE = 25;
const ORDERS: readonly GroupRequestOrder[] = ['asked', 'party_date', 'guests', 'contact', 'status'];

/** The list's state from the URL: a status (new unless `all` or another is asked), the order, the page. */
function listState(params: URLSearchParams) {
  const asked = params.get('status');
  const status: GroupRequestStatus | null =
    asked === 'all' ? null : (STATUS_ORDER.find((s) => s === asked) ?? 'new');
  const order = ORDERS.find((o) => o === params.get('order')) ?? 'asked';
  const descending = params.get('dir') !== 'asc';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { status, sort: { order, descending } satisfies RequestSort, page };
}

/** The list's state in the URL, and the way to change it (filter, order, page). */
function useRequestsUrl() {
  const [params, setParams] = useSearchParams();
  const { status, sort, page } = listState(params);
  const go = (next: { status?: GroupRequestStatus | null; sort?: RequestSort; page?: number }) => {
    const s = next.status === undefined ? status : next.status;
    const o = next.sort ?? sort;
    const query = new URLSearchParams();
    if (s !== 'new') query.set('status', s ?? 'all');
    if (o.order !== 'asked') query.set('order', o.order);
    if (!o.descending) query.set('dir', 'asc');
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return { status, sort, page, go };
}

function StatusTabs({
  status,
  onStatus,
}: {
  status: GroupRequestStatus | null;
  onStatus: (status: GroupRequestStatus | null) => void;
}) {
  const { t } = useLingui();
  const statusLabel = useRequestStatusLabel();
  const tabs: { value: GroupRequestStatus | null; label: string }[] = [
    ...STATUS_ORDER.map((s) => ({ value: s, label: statusLabel(s) })),
    { value: null, label: t`All` },
  ];
  return (
    <div className={styles.tabs} role="group" aria-label={t`Status`}>
      {tabs.map((tab) => (
        <button
          key={tab.value ?? 'all'}
          type="button"
          aria-pressed={tab.value === status}
          onClick={() => onStatus(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export function RequestsPage() {
  const { t } = useLingui();
  const { status, sort, page, go } = useRequestsUrl();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: GroupRequestsDocument,
    variables: {
      status,
      order: sort.order,
      descending: sort.descending,
      page,
      page_size: REQUESTS_PAGE_SIZE,
    },
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  useRefetchOnLocaleSwitch(refresh, 0);
  // A second click on the sorted column turns the order round; a new column starts newest / largest first.
  const onSort = (order: GroupRequestOrder) =>
    go({ sort: { order, descending: sort.order === order ? !sort.descending : order !== 'contact' } });
  const list = data?.groupRequests;
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Group requests</Trans>
      </h1>
      <StatusTabs status={status} onStatus={(next) => go({ status: next })} />
      {error && !list && (
        <LoadError
          retryClassName={retry.retry}
          message={t`The group requests could not be loaded.`}
          onRetry={refresh}
        />
      )}
      {list && list.items.length > 0 && (
        <>
          <RequestsTable rows={list.items} sort={sort} onSort={onSort} />
          <ListPager
            page={page}
            pageSize={REQUESTS_PAGE_SIZE}
            total={list.total}
            onPage={(next) => go({ page: next })}
            label={t`Pages of group requests`}
          />
        </>
      )}
      {list && list.items.length === 0 && !fetching && (
        <p role="status">{status ? t`No group request with this status.` : t`No group requests yet.`}</p>
      )}
    </main>
  );
}
