// The one client the wellness sandbox knows: the id and secret that the development brands' provider rows
// carry (docs/api.md, Wellness login). Its callbacks must be this server's own wellness callback.
export const SANDBOX_CLIENT = { id: 'sabai-sandbox', secret: 'sabai-sandbox-secret' } as const;
export const SANDBOX_ISSUER_PATH = '/sandbox/wellness';
export const CALLBACK_PATH = '/api/auth/wellness/callback';

/** A redirect URI the sandbox accepts: http(s), this server's callback path, no fragment. */
export function acceptableRedirect(uri: string): boolean {
  try {
    const url = new URL(uri);
    return /^https?:$/.test(url.protocol) && url.pathname === CALLBACK_PATH && !url.hash;
  } catch {
    return false;
  }
}
