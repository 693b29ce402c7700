import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { can } from '@sabai/access';
import type { RefundQueueSort, RefundResolution } from '@sabai/graphql/staff';
import { LoadError } from '@sabai/ui';
import { useRef, useState } from 'react';
import { ListPager } from '../layout/list-pager';
import retry from '../layout/retry.module.css';
import { useAdminContext, type AdminContext } from '../session/admin-context';
import { staffActor } from '../session/staff-actor';
import { RefundsTable, type RefundRow, type RefundSort, type RefundSortKey } from './refunds-table';
import { ALL_BRANCHES, RefundsToolbar } from './refunds-toolbar';
import styles from './refunds.module.css';
import { ResolveDialog } from './resolve-dialog';
import { REFUND_PAGE_SIZE, useRefundQueue, useResolveRefund } from './use-refund-queue';

/** A second click on the sorted column turns the order round; a new column starts with the newest/largest. */
function nextSort(sort: RefundSort, key: RefundSortKey): RefundSort {
  if (sort.key !== key) return { key, direction: 'descending' };
  return { key, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' };
}

const serverSort = (sort: RefundSort): RefundQueueSort =>
  `${sort.key}_${sort.direction === 'ascending' ? 'asc' : 'desc'}`;

/** The chosen branch's brand's branches where the account may refund (the server checks it again). */
function refundBranches({ staff, branch, branches }: AdminContext) {
  const actor = staffActor(staff);
  return branches.filter(
    (b) =>
      b.brand_id === branch?.brand_id &&
      can(actor, 'refund', 'booking', { brandId: b.brand_id, branchId: b.id }),
  );
}

/** The filter, order and page of the queue; a new filter or order starts at the first page. */
function useQueueView(startBranch: string) {
  const [branchId, setBranchId] = useState(startBranch);
  const [sort, setSort] = useState<RefundSort>({ key: 'received', direction: 'descending' });
  const [page, setPage] = useState(1);
  const queue = useRefundQueue({
    branchId: branchId === ALL_BRANCHES ? null : branchId,
    sort: serverSort(sort),
    page,
  });
  const onBranch = (next: string) => {
    setBranchId(next);
    setPage(1);
  };
  const onSort = (key: RefundSortKey) => {
    setSort((s) => nextSort(s, key));
    setPage(1);
  };
  return { ...queue, branchId, onBranch, sort, onSort, page, setPage };
}

/**
 * The payment and way the desk asked for, confirmed in the dialog. Resolved or refused, the queue may have
 * changed: it is asked again. A resolved row is gone, so the focus goes to the page's heading rather than
 * to the page's start (docs/architecture.md, Accessibility).
 */
function useResolveFlow(refresh: () => void) {
  const { run, busy } = useResolveRefund();
  const [asked, setAsked] = useState<{ row: RefundRow; via: RefundResolution } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const confirm = async () => {
    if (!asked) return;
    const done = await run(asked.row.payment_id, asked.via);
    setAsked(null);
    refresh();
    if (done) heading.current?.focus();
  };
  return { asked, setAsked, busy, heading, confirm };
}

/**
 * Payments kept for refund (docs/product-rules.md, The day at the branch: Refunds), at the chosen branch or
 * at every branch of its brand the account may refund at; each resolved here, after a second look.
 */
export function RefundsPage() {
  const context = useAdminContext();
  const { t } = useLingui();
  const reachable = refundBranches(context);
  const chosen = context.branch?.id;
  const view = useQueueView(reachable.some((b) => b.id === chosen) ? (chosen ?? '') : ALL_BRANCHES);
  const { queue, error, refresh } = view;
  const { asked, setAsked, busy, heading, confirm } = useResolveFlow(refresh);

  return (
    <main id="main" className={styles.page}>
      <h1 ref={heading} tabIndex={-1}>
        <Trans>Refunds</Trans>
      </h1>
      <RefundsToolbar
        branches={reachable}
        branchId={view.branchId}
        onBranch={view.onBranch}
        fetching={view.fetching}
        onRefresh={refresh}
      />
      {error && !queue && (
        <LoadError
          retryClassName={retry.retry}
          message={t`The refunds queue could not be loaded.`}
          onRetry={refresh}
        />
      )}
      {queue && queue.items.length > 0 && (
        <>
          <RefundsTable
            rows={queue.items}
            sort={view.sort}
            onSort={view.onSort}
            busy={busy}
            onResolve={(row, via) => setAsked({ row, via })}
          />
          <ListPager
            page={view.page}
            pageSize={REFUND_PAGE_SIZE}
            total={queue.total}
            onPage={view.setPage}
            label={t`Pages`}
            count={(total) => <Plural value={total} one="# payment" other="# payments" />}
          />
        </>
      )}
      {queue && queue.items.length === 0 && (
        <p role="status">
          <Trans>No payment is waiting for a refund.</Trans>
        </p>
      )}
      <ResolveDialog
        asked={asked}
        busy={busy}
        onClose={() => setAsked(null)}
        onConfirm={() => void confirm()}
      />
    </main>
  );
}
