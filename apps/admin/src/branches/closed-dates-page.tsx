// /admin/branches, the chosen branch's names and place (branch-place-form.tsx), hours and places (branch-settings-form.tsx), menu filters (branch-filters-form.tsx) and its closed dates (docs/product-rules.md, The catalogue in admin): a brand
// admin closes the branch on a holiday and the web and the kiosk refuse that date at once; bookings already made
// that day stay, and their count is shown so the desk can call the customers.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { can } from '@sabai/access';
import { toBranchLocal } from '@sabai/booking-rules';
import { errorText } from '@sabai/graphql';
import {
  AddBranchClosedDateDocument,
  BranchClosedDatesDocument,
  RemoveBranchClosedDateDocument,
  type StaffBranchFieldsFragment,
} from '@sabai/graphql/staff';
import { formatDate } from '@sabai/i18n';
import { localeAtom, showSnackbarAtom } from '@sabai/state';
import { LoadError } from '@sabai/ui';
import type { ClosedDateInput } from '@sabai/validation';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useMutation, useQuery } from 'urql';
import control from '../layout/control.module.css';
import retry from '../layout/retry.module.css';
import table from '../layout/table.module.css';
import { useAdminContext } from '../session/admin-context';
import { staffActor } from '../session/staff-actor';
import styles from './branches.module.css';
import { BranchFiltersSection } from './branch-filters-form';
import { BranchPlaceSection } from './branch-place-form';
import { BranchSettingsSection } from './branch-settings-form';
import { ClosedDateForm } from './closed-date-form';

export function ClosedDatesPage() {
  const { staff, branch } = useAdminContext();
  const { t } = useLingui();
  const mayManage =
    branch && can(staffActor(staff), 'manage', 'catalog', { brandId: branch.brand_id, branchId: branch.id });
  if (!branch || !mayManage)
    return (
      <main id="main" className={styles.page}>
        <h1>
          <Trans>Branch settings</Trans>
        </h1>
        <p>
          {branch
            ? t`The branch's settings are managed by its brand's admins.`
            : t`No branch is open to your account.`}
        </p>
      </main>
    );
  return <BranchClosedDates key={branch.id} branch={branch} />;
}

function useClosedDates(branch: StaffBranchFieldsFragment) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [{ data, error }, reexecute] = useQuery({
    query: BranchClosedDatesDocument,
    variables: { branch_id: branch.id },
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const [adding, add] = useMutation(AddBranchClosedDateDocument);
  const [removing, remove] = useMutation(RemoveBranchClosedDateDocument);
  const quiet = { quietErrors: true };

  /** Closes the date; false after a refusal (shown in the snackbar), so the form keeps what was typed. */
  const close = async (input: ClosedDateInput) => {
    const { data: done, error: refused } = await add(input, quiet);
    if (refused || !done) {
      if (refused) showSnackbar({ message: errorText(refused), source: 'graphql' });
      return false;
    }
    const { date, bookings } = done.addBranchClosedDate;
    const day = formatDate(date, locale);
    showSnackbar({
      message:
        bookings > 0
          ? t({
              message: plural(bookings, {
                one: `Closed on ${day}. # booking made for that day stays: please call the customer.`,
                other: `Closed on ${day}. # bookings made for that day stay: please call the customers.`,
              }),
            })
          : t`Closed on ${day}.`,
      color: 'success',
    });
    refresh();
    return true;
  };
  const reopen = async (date: string) => {
    const { error: refused } = await remove({ branch_id: branch.id, date }, quiet);
    if (refused) showSnackbar({ message: errorText(refused), source: 'graphql' });
    else showSnackbar({ message: t`Open again on ${formatDate(date, locale)}.`, color: 'success' });
    refresh();
  };
  return {
    dates: data?.branchClosedDates,
    error,
    refresh,
    close,
    reopen,
    adding: adding.fetching,
    removing: removing.fetching,
  };
}

type ClosedDateRow = NonNullable<ReturnType<typeof useClosedDates>['dates']>[number];

function ClosedDatesTable({
  dates,
  busy,
  onReopen,
}: {
  dates: ClosedDateRow[];
  busy: boolean;
  onReopen: (date: string) => void;
}) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  return (
    <table className={table.table}>
      <caption className="visually-hidden">{t`Closed dates`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Date`}</th>
          <th scope="col">{t`Note`}</th>
          <th scope="col" className={table.amount}>{t`Bookings that day`}</th>
          <th scope="col">
            <span className="visually-hidden">{t`Actions`}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {dates.map((closed) => {
          const day = formatDate(closed.date, locale);
          return (
            <tr key={closed.date}>
              <td className={table.nowrap}>
                <time dateTime={closed.date}>{day}</time>
              </td>
              <td>{closed.note}</td>
              <td className={table.amount}>{closed.bookings}</td>
              <td>
                <button
                  type="button"
                  className={control.control}
                  disabled={busy}
                  aria-label={t`Open again on ${day}`}
                  onClick={() => onReopen(closed.date)}
                >
                  {t`Open again`}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function BranchClosedDates({ branch }: { branch: StaffBranchFieldsFragment }) {
  const { t } = useLingui();
  const { dates, error, refresh, close, reopen, adding, removing } = useClosedDates(branch);
  const today = toBranchLocal(Date.now(), branch.time_zone).date;
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Branch settings</Trans>
      </h1>
      <p className={styles.branch}>{branch.name}</p>
      <BranchPlaceSection branchId={branch.id} />
      <BranchSettingsSection branchId={branch.id} />
      <BranchFiltersSection branchId={branch.id} />
      <section aria-labelledby="close-title" className={styles.close}>
        <h2 id="close-title">
          <Trans>Close the branch on a date</Trans>
        </h2>
        <ClosedDateForm branchId={branch.id} today={today} busy={adding} onClose={close} />
      </section>
      <section aria-labelledby="dates-title">
        <h2 id="dates-title">
          <Trans>Dates closed from today</Trans>
        </h2>
        {error && !dates && (
          <LoadError
            retryClassName={retry.retry}
            message={t`The closed dates could not be loaded.`}
            onRetry={refresh}
          />
        )}
        {dates && dates.length === 0 && <p role="status">{t`The branch is not closed on any date ahead.`}</p>}
        {dates && dates.length > 0 && (
          <ClosedDatesTable dates={dates} busy={removing} onReopen={(date) => void reopen(date)} />
        )}
      </section>
    </main>
  );
}
