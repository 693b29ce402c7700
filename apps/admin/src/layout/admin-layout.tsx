import { Trans, useLingui } from '@lingui/react/macro';
import { StaffBranchesDocument } from '@sabai/graphql/staff';
import { LanguageMenu, LoadError, usePageHeadingFocus } from '@sabai/ui';
import { useAtom } from 'jotai';
import { Link, Outlet, useOutletContext } from 'react-router';
import { useQuery } from 'urql';
import type { AdminContext } from '../session/admin-context';
import { branchIdAtom } from '../session/branch.atoms';
import type { SignedInStaff } from '../session/staff-auth-api';
import styles from './admin-layout.module.css';
import { AdminNav } from './admin-nav';
import { BranchPicker } from './branch-picker';
import { useSignOut } from './use-sign-out';
import retry from './retry.module.css';

/** The back office's frame: who is signed in, the branch, the language, and the way out. */
export function AdminLayout() {
  const staff = useOutletContext<SignedInStaff>();
  const [branchId, setBranchId] = useAtom(branchIdAtom);
  // Checked with the server on each entry: another account may have signed in at this desk since.
  const [{ data, error }, again] = useQuery({
    query: StaffBranchesDocument,
    requestPolicy: 'cache-and-network',
  });
  const signOut = useSignOut();
  const { t } = useLingui();
  usePageHeadingFocus();

  const branches = data?.staffBranches ?? [];
  // The remembered branch if the account still reaches it, else the first one.
  const branch = branches.find((b) => b.id === branchId) ?? branches[0];
  const context: AdminContext = { staff, branch, branches };

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className={styles.header}>
        <Link to="/" className={styles.home}>
          <Trans>Day sheet</Trans>
        </Link>
        {branches.length > 0 && (
          <BranchPicker branches={branches} value={branch?.id} onChange={setBranchId} />
        )}
        <span className={styles.staff}>
          <span className="visually-hidden">
            <Trans>Signed in as</Trans>{' '}
          </span>
          {staff.name}
        </span>
        <Link to="/account" className={styles.account}>
          <Trans>Two-step sign-in</Trans>
        </Link>
        <LanguageMenu refreshBrand={false} />
        <button type="button" className={styles.signOut} onClick={() => void signOut()}>
          <Trans>Sign out</Trans>
        </button>
      </header>
      <AdminNav context={context} />
      {error && !data && (
        <LoadError
          retryClassName={retry.retry}
          message={t`The branches could not be loaded.`}
          onRetry={() => again({ requestPolicy: 'network-only' })}
        />
      )}
      <Outlet context={context} />
    </div>
  );
}
