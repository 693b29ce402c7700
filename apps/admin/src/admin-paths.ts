/** The server mounts the admin build at /admin/ (apps/api serve-apps); router paths are relative to it. */
export const ADMIN_BASENAME = '/admin';
/** A full URL for plain links that leave the router (error pages reload the app). */
export const ADMIN_HOME_HREF = '/admin';
/** The staff endpoint (docs/api.md, Staff API). */
export const ADMIN_GRAPHQL_URL = '/admin/graphql';

/** Where a guarded page sends a caller without a staff session, to come back after signing in. */
export function loginPath(back: string): string {
  return back === '/' ? '/login' : `/login?return=${encodeURIComponent(back)}`;
}

/** Only paths of this app are followed after sign-in (no open redirect). */
export function safeReturn(path: string | null): string {
  return path && path.startsWith('/') && !path.startsWith('//') ? path : '/';
}
