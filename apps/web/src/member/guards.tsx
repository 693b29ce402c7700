// Route guards (docs/product-rules.md, Screens and routes): auth (a token), guest (no token) and verified
// (password entered again).
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

/** Only paths of this site are followed after login (no open redirect). */
export function safeReturn(path: string | null): string {
  return path && path.startsWith('/') && !path.startsWith('//') ? path : '/member';
}

/**
 * Visitors only (login, register, recovery): a member goes to the member area, or to the page the login
 * was asked for (`?return=`), which is also where a login that just succeeded lands.
 */
export function RequireGuest() {
  const loaded = useAtomValue(sessionLoadedAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  if (!loaded) return <PageLoading />;
  if (loggedIn && !params.has('verify')) return <Navigate to={safeReturn(params.get('return'))} replace />;
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
