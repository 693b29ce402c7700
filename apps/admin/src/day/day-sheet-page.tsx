import { Trans, useLingui } from '@lingui/react/macro';
import { DaySheetDocument, type StaffBookingState } from '@sabai/graphql/staff';
import { formatLongDate } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { LoadError, useRefetchOnLocaleSwitch } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { useAdminContext } from '../session/admin-context';
import { isCalendarDate, todayIn } from './day-date';
import { DayNav } from './day-nav';
import { dayRows, type SortDirection, type SortKey } from './day-rows';
import { DaySheetTable } from './day-sheet-table';
import styles from './day-sheet.module.css';
import { OccupancyStrip } from './occupancy-strip';
import { StateFilter } from './state-filter';
import { useAutoRefresh } from './use-auto-refresh';
import retry from '../layout/retry.module.css';

/** The day's sheet, always from the server and asked again every 30 s: another desk may have checked a
 * guest in since. */
function useDaySheet(branchId: string, date: string) {
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: DaySheetDocument,
    variables: { branch_id: branchId, date },
    requestPolicy: 'network-only',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  useAutoRefresh(refresh);
  // Treatment names come in the staff's language: a language switch asks again.
  useRefetchOnLocaleSwitch(refresh, 0);
  return { data, error, fetching, refresh };
}

/** A second click on the sorted column turns the order round. */
function nextSort(sort: { key: SortKey; direction: SortDirection }, key: SortKey) {
  const direction: SortDirection =
    sort.key === key && sort.direction === 'ascending' ? 'descending' : 'ascending';
  return { key, direction };
}

/** The branch's day (docs/api.md, Staff API): bookings, occupancy, refreshed. */
export function DaySheetPage() {
  const { branch } = useAdminContext();
  const { t } = useLingui();
  if (!branch) {
    return (
      <main id="main" className={styles.page}>
        <h1>{t`Day sheet`}</h1>
        <p>{t`No branch is open to your account.`}</p>
      </main>
    );
  }
  return <DaySheet branchId={branch.id} branchName={branch.name} timeZone={branch.time_zone} />;
}

function DaySheet({
  branchId,
  branchName,
  timeZone,
}: {
  branchId: string;
  branchName: string;
  timeZone: string;
}) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const [params, setParams] = useSearchParams();
  const today = todayIn(timeZone, new Date());
  const asked = params.get('date');
  const date = isCalendarDate(asked) ? asked : today;
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({
    key: 'time',
    direction: 'ascending',
  });
  const [state, setState] = useState<StaffBookingState | null>(null);
  const { data, error, fetching, refresh } = useDaySheet(branchId, date);

  const onSort = (key: SortKey) => setSort((s) => nextSort(s, key));
  const sheet = data?.daySheet;
  const rows = sheet ? dayRows(sheet.bookings, sort, state) : [];

  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>
          {branchName}, {formatLongDate(date, locale, 'full')}
        </Trans>
      </h1>
      <div className={styles.toolbar}>
        <DayNav
          date={date}
          today={today}
          onDate={(next) => setParams(next === today ? {} : { date: next })}
        />
        <StateFilter value={state} onChange={setState} />
        <button type="button" onClick={refresh} disabled={fetching}>
          <Trans>Refresh</Trans>
        </button>
        <button type="button" onClick={() => window.print()} disabled={!sheet}>
          <Trans>Print</Trans>
        </button>
      </div>
      {error && !sheet && (
        <LoadError
          retryClassName={retry.retry}
          message={t`The day sheet could not be loaded.`}
          onRetry={refresh}
        />
      )}
      {sheet && <OccupancyStrip buckets={sheet.buckets} />}
      {sheet && rows.length > 0 && <DaySheetTable rows={rows} sort={sort} onSort={onSort} />}
      {sheet && rows.length === 0 && (
        <p role="status">{state ? t`No booking in this state on this day.` : t`No bookings on this day.`}</p>
      )}
    </main>
  );
}
