// Route guards of SPEC §2: auth (a token), guest (no token) and verified (password entered again).
import { isLoggedInAtom, sessionLoadedAtom, userAtom } from '@sabai/state';
import { PageLoading } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router';

function useFullPath(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}

/** Members only: others go to login, coming back here after. */
export function RequireAuth() {
  const loaded = useAtomValue(sessionLoadedAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const back = useFullPath();
  if (!loaded) return <PageLoading />;
  if (!loggedIn) return <Navigate to={`/member/login?return=${encodeURIComponent(back)}`} replace />;
  return <Outlet />;
}

/** Visitors only (login, register, recovery): a member goes to the member area. */
export function RequireGuest() {
  const loaded = useAtomValue(sessionLoadedAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { search } = useLocation();
  const verifying = new URLSearchParams(search).has('verify');
  if (!loaded) return <PageLoading />;
  if (loggedIn && !verifying) return <Navigate to="/member" replace />;
  return <Outlet />;
}

/** Pages that change the account: the member enters the password again first. */
export function RequireVerified() {
  const user = useAtomValue(userAtom);
  const back = useFullPath();
  if (user && !user.verified)
    return <Navigate to={`/member/login?verify=${encodeURIComponent(back)}`} replace />;
  return <Outlet />;
}
