// /admin/devices, the kiosk devices of the chosen branch (docs/access.md, Kiosk devices): a brand admin or the
// owner (manage device) sees each device's state, pairs a new kiosk with a one-time code shown here once, and
// revokes one. A branch has a handful of devices, so the server sends them all and the page sorts and pages.
import { Trans, useLingui } from '@lingui/react/macro';
import { can } from '@sabai/access';
import { KioskDevicesDocument, type StaffBranchFieldsFragment } from '@sabai/graphql/staff';
import { LoadError, useRefetchOnLocaleSwitch } from '@sabai/ui';
import type { KioskPairingCodeInput } from '@sabai/validation';
import { useCallback, useState } from 'react';
import { useQuery } from 'urql';
import { ListPager } from '../layout/list-pager';
import retry from '../layout/retry.module.css';
import { useAdminContext } from '../session/admin-context';
import { staffActor } from '../session/staff-actor';
import {
  DevicesTable,
  sortDevices,
  type DeviceOrder,
  type DeviceRow,
  type DeviceSort,
} from './devices-table';
import styles from './devices.module.css';
import { PairKioskForm } from './pair-kiosk-form';
import { PairingCode } from './pairing-code';
import { RevokeDialog } from './revoke-dialog';
import { useDeviceActions, type MadeCode } from './use-device-actions';

export const DEVICES_PAGE_SIZE = 25;

export function DevicesPage() {
  const { staff, branch } = useAdminContext();
  const { t } = useLingui();
  const mayManage =
    branch && can(staffActor(staff), 'manage', 'device', { brandId: branch.brand_id, branchId: branch.id });
  if (!branch || !mayManage)
    return (
      <main id="main" className={styles.page}>
        <h1>
          <Trans>Kiosk devices</Trans>
        </h1>
        <p>
          {branch
            ? t`The kiosks of this branch are managed by its brand's admins.`
            : t`No branch is open to your account.`}
        </p>
      </main>
    );
  // A new branch starts the page again: no code of another branch stays on screen.
  return <BranchDevices key={branch.id} branch={branch} />;
}

function useDeviceList(branchId: string) {
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: KioskDevicesDocument,
    variables: { branch_id: branchId },
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  useRefetchOnLocaleSwitch(refresh, 0);
  const [sort, setSort] = useState<DeviceSort>({ order: 'created_at', descending: true });
  const [page, setPage] = useState(1);
  // A second click on the sorted column turns the order round; a new column starts A to Z, or newest first.
  const onSort = (order: DeviceOrder) => {
    setSort({
      order,
      descending: sort.order === order ? !sort.descending : order !== 'name' && order !== 'state',
    });
    setPage(1);
  };
  const all = data?.kioskDevices;
  const sorted = all ? sortDevices(all, sort) : undefined;
  const pages = Math.max(1, Math.ceil((all?.length ?? 0) / DEVICES_PAGE_SIZE));
  const shownPage = Math.min(page, pages);
  const rows = sorted?.slice((shownPage - 1) * DEVICES_PAGE_SIZE, shownPage * DEVICES_PAGE_SIZE);
  return { all, rows, error, fetching, refresh, sort, onSort, page: shownPage, setPage };
}

interface DeviceListProps {
  list: ReturnType<typeof useDeviceList>;
  timeZone: string;
  busy: boolean;
  onRevoke: (row: DeviceRow) => void;
}

/** The branch's devices, one page of them, or why there are none. */
function DeviceList({ list, timeZone, busy, onRevoke }: DeviceListProps) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="devices-title">
      <h2 id="devices-title">
        <Trans>Devices of this branch</Trans>
      </h2>
      {list.error && !list.all && (
        <LoadError
          retryClassName={retry.retry}
          message={t`The kiosk devices could not be loaded.`}
          onRetry={list.refresh}
        />
      )}
      {list.all && list.rows && list.rows.length > 0 && (
        <>
          <DevicesTable
            rows={list.rows}
            sort={list.sort}
            onSort={list.onSort}
            timeZone={timeZone}
            busy={busy}
            onRevoke={onRevoke}
          />
          {list.all.length > DEVICES_PAGE_SIZE && (
            <ListPager
              page={list.page}
              pageSize={DEVICES_PAGE_SIZE}
              total={list.all.length}
              onPage={list.setPage}
              label={t`Pages of kiosk devices`}
            />
          )}
        </>
      )}
      {list.all && list.all.length === 0 && !list.fetching && (
        <p role="status">{t`No kiosk is paired with this branch yet.`}</p>
      )}
    </section>
  );
}

/** The chosen branch's kiosks: pair a new one (its code shown once), list them, revoke one. */
function BranchDevices({ branch }: { branch: StaffBranchFieldsFragment }) {
  const list = useDeviceList(branch.id);
  const { makeCode, revokeDevice, creating, revoking } = useDeviceActions();
  const [made, setMade] = useState<MadeCode | null>(null);
  const [asked, setAsked] = useState<DeviceRow | null>(null);

  const pair = async (input: KioskPairingCodeInput) => {
    const next = await makeCode(input.branch_id, input.name);
    if (!next) return false;
    setMade(next);
    list.refresh();
    return true;
  };
  const confirmRevoke = async () => {
    if (!asked) return;
    const done = await revokeDevice(asked.id);
    setAsked(null);
    list.refresh();
    return done;
  };

  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Kiosk devices</Trans>
      </h1>
      <p className={styles.branch}>{branch.name}</p>
      <section aria-labelledby="pair-title" className={styles.pair}>
        <h2 id="pair-title">
          <Trans>Pair a new kiosk</Trans>
        </h2>
        {made ? (
          <PairingCode made={made} timeZone={branch.time_zone} onDone={() => setMade(null)} />
        ) : (
          <PairKioskForm branchId={branch.id} busy={creating} onPair={pair} />
        )}
      </section>
      <DeviceList list={list} timeZone={branch.time_zone} busy={revoking} onRevoke={setAsked} />
      <RevokeDialog
        device={asked}
        busy={revoking}
        onClose={() => setAsked(null)}
        onConfirm={() => void confirmRevoke()}
      />
    </main>
  );
}
