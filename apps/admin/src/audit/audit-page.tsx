// /admin/audit, the audit log (docs/access.md, How the server guards): who did what, when, from where and
// to what, for the rows the account reaches, filtered and paged by the server. Filter, order and page live
// in the URL.
import { Trans, useLingui } from '@lingui/react/macro';
import { AuditLogDocument } from '@sabai/graphql/staff';
import { LoadError, useRefetchOnLocaleSwitch } from '@sabai/ui';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { ListPager } from '../layout/list-pager';
import retry from '../layout/retry.module.css';
import { AuditFilterForm, FILTER_FIELDS, type AuditFilterValues } from './audit-filter-form';
import { AuditTable } from './audit-table';
import styles from './audit.module.css';

export const AUDIT_PAGE_SIZE = 50;

function filterOf(params: URLSearchParams): AuditFilterValues {
  return Object.fromEntries(FILTER_FIELDS.map((f) => [f, params.get(f) ?? ''])) as AuditFilterValues;
}

/** The log's filter, order and page, read from the URL and written back to it. */
function useAuditUrl() {
  const [params, setParams] = useSearchParams();
  const values = filterOf(params);
  const oldestFirst = params.get('order') === 'oldest';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: { values?: AuditFilterValues; oldestFirst?: boolean; page?: number }) => {
    const query = new URLSearchParams();
    const v = next.values ?? values;
    for (const f of FILTER_FIELDS) if (v[f]) query.set(f, v[f]);
    if (next.oldestFirst ?? oldestFirst) query.set('order', 'oldest');
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return { key: params.toString(), values, oldestFirst, page, go };
}

export function AuditPage() {
  const { t } = useLingui();
  const { key, values, oldestFirst, page, go } = useAuditUrl();
  const filter = {
    ...Object.fromEntries(FILTER_FIELDS.filter((f) => values[f] !== '').map((f) => [f, values[f]])),
    ...(oldestFirst ? { oldest_first: true } : {}),
  };
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: AuditLogDocument,
    variables: { filter, page, page_size: AUDIT_PAGE_SIZE },
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  useRefetchOnLocaleSwitch(refresh, 0);

  const log = data?.auditLog;
  const serverError = error?.graphQLErrors[0]?.message;
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Audit log</Trans>
      </h1>
      {/* A new filter in the URL (Clear, a link) starts the form again from it. */}
      <AuditFilterForm key={key} values={values} onFilter={(v) => go({ values: v })} />
      {error && !log && (
        <LoadError
          retryClassName={retry.retry}
          message={serverError ?? t`The audit log could not be loaded.`}
          onRetry={refresh}
        />
      )}
      {log && log.items.length > 0 && (
        <>
          <AuditTable
            rows={log.items}
            oldestFirst={oldestFirst}
            onSortByTime={() => go({ oldestFirst: !oldestFirst })}
          />
          <ListPager
            page={page}
            pageSize={AUDIT_PAGE_SIZE}
            total={log.total}
            onPage={(next) => go({ page: next })}
            label={t`Pages of the audit log`}
          />
        </>
      )}
      {log && log.items.length === 0 && !fetching && <p role="status">{t`Nothing in the log matches.`}</p>}
    </main>
  );
}
