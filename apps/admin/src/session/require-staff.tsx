// The guard of every page but the sign-in (docs/api.md, Staff API): staffMe answers null without a staff
// session, and the caller goes to the sign-in, coming back here after.
import { useLingui } from '@lingui/react/macro';
import { StaffMeDocument } from '@sabai/graphql/staff';
import { LoadError, PageLoading } from '@sabai/ui';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useQuery } from 'urql';
import { loginPath } from '../admin-paths';
import retry from '../layout/retry.module.css';

export function RequireStaff() {
  const { pathname, search } = useLocation();
  const { t } = useLingui();
  // Asked again on each entry: a sign-in or sign-out since the last answer changes it.
  const [{ data, fetching, error }, again] = useQuery({
    query: StaffMeDocument,
    requestPolicy: 'network-only',
  });
  if (fetching) return <PageLoading />;
  if (error && !data) {
    return (
      <main id="main">
        <LoadError
          retryClassName={retry.retry}
          message={t`Your account could not be loaded.`}
          onRetry={() => again({ requestPolicy: 'network-only' })}
        />
      </main>
    );
  }
  if (!data?.staffMe) return <Navigate to={loginPath(`${pathname}${search}`)} replace />;
  return <Outlet context={data.staffMe} />;
}
