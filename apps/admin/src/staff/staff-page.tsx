// /admin/staff, the brand's accounts (docs/access.md, Staff management): each with its role and branch, whether it
// signs in with an authenticator and is active; a new account; a role changed, an authenticator reset and an
// account deactivated or activated again. The server decides what reaches whom; a refusal is its sentence.
import { Trans, useLingui } from '@lingui/react/macro';
import { can } from '@sabai/access';
import { errorText } from '@sabai/graphql';
import {
  ResetStaffTotpDocument,
  SetStaffActiveDocument,
  SetStaffRoleDocument,
  StaffAccountsDocument,
} from '@sabai/graphql/staff';
import { showSnackbarAtom } from '@sabai/state';
import { LoadError } from '@sabai/ui';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useMutation, useQuery } from 'urql';
import retry from '../layout/retry.module.css';
import { useAdminContext } from '../session/admin-context';
import { staffActor } from '../session/staff-actor';
import { NewStaffForm } from './new-staff-form';
import { StaffTable, type StaffRow } from './staff-table';
import styles from './staff.module.css';

const QUIET = { quietErrors: true };

export function StaffPage() {
  const { staff, branch, branches } = useAdminContext();
  const { t } = useLingui();
  const mayManage = branch && can(staffActor(staff), 'manage', 'staff', { brandId: branch.brand_id });
  if (!branch || !mayManage)
    return (
      <main id="main" className={styles.page}>
        <h1>
          <Trans>Staff</Trans>
        </h1>
        <p>{t`Staff accounts are managed by the brand's admins.`}</p>
      </main>
    );
  return <BrandStaff branches={branches.filter((b) => b.brand_id === branch.brand_id)} selfId={staff.id} />;
}

function useStaffActions(refresh: () => void) {
  const { t } = useLingui();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [role, setRole] = useMutation(SetStaffRoleDocument);
  const [totp, resetTotp] = useMutation(ResetStaffTotpDocument);
  const [active, setActive] = useMutation(SetStaffActiveDocument);
  const done = (error: Parameters<typeof errorText>[0] | undefined, message: string) => {
    if (error) showSnackbar({ message: errorText(error), source: 'graphql' });
    else showSnackbar({ message, color: 'success' });
    refresh();
  };
  return {
    busy: role.fetching || totp.fetching || active.fetching,
    changeRole: async (row: StaffRow, value: string) => {
      const [kind, branchId] = value.split(':');
      const input = {
        staff_id: row.id,
        role: kind === 'brand_admin' ? ('brand_admin' as const) : ('branch_staff' as const),
        branch_id: branchId ?? null,
      };
      done((await setRole({ input }, QUIET)).error, t`Role changed.`);
    },
    resetTotp: async (row: StaffRow) =>
      done((await resetTotp({ staff_id: row.id }, QUIET)).error, t`Two-step sign-in reset for ${row.name}.`),
    toggleActive: async (row: StaffRow) =>
      done(
        (await setActive({ staff_id: row.id, active: !row.active }, QUIET)).error,
        row.active ? t`${row.name} is deactivated.` : t`${row.name} is active again.`,
      ),
  };
}

function BrandStaff({ branches, selfId }: { branches: { id: string; name: string }[]; selfId: string }) {
  const { t } = useLingui();
  const [{ data, error }, reexecute] = useQuery({
    query: StaffAccountsDocument,
    requestPolicy: 'cache-and-network',
    context: QUIET,
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const actions = useStaffActions(refresh);
  const rows = data?.staffAccounts;
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Staff</Trans>
      </h1>
      <section aria-labelledby="new-staff-title" className={styles.section}>
        <h2 id="new-staff-title">
          <Trans>New account</Trans>
        </h2>
        <NewStaffForm branches={branches} onMade={refresh} />
      </section>
      <section aria-labelledby="accounts-title">
        <h2 id="accounts-title">
          <Trans>Accounts of this brand</Trans>
        </h2>
        {error && !rows && (
          <LoadError retryClassName={retry.retry} message={errorText(error)} onRetry={refresh} />
        )}
        {rows && (
          <StaffTable
            rows={rows}
            branches={branches}
            selfId={selfId}
            busy={actions.busy}
            onRole={(row, value) => void actions.changeRole(row, value)}
            onResetTotp={(row) => void actions.resetTotp(row)}
            onToggleActive={(row) => void actions.toggleActive(row)}
          />
        )}
        {rows && rows.length === 0 && <p role="status">{t`No account has a role in this brand yet.`}</p>}
      </section>
    </main>
  );
}
