// The OpenID Connect side of a wellness login, through openid-client (docs/decisions.md, "Wellness login:
// openid-client, and a jose sandbox"): discovery, the authorization URL with PKCE (S256), state and nonce,
// and the code exchange whose ID token openid-client checks (signature, issuer, audience, expiry, nonce).
import * as client from 'openid-client';
import { SANDBOX_ISSUER_PATH } from '../../dev/wellness-sandbox/sandbox-client';
import { SANDBOX_ISSUER, type WellnessProvider } from './wellness-providers.repository';
import type { WellnessIdentity } from './wellness.tables';

export interface OidcOptions {
  /** This site's origin (https://book.example.com): the callback's and, for the sandbox, the issuer's. */
  siteUrl: string;
  /** Plain http is allowed only for the development sandbox and local issuers. */
  allowHttp: boolean;
  /** Tests answer the provider's endpoints in process. */
  fetch?: typeof fetch;
}

export const CALLBACK_PATH = '/api/auth/wellness/callback';
const SCOPE = 'openid email phone profile';

export const issuerUrlOf = (provider: WellnessProvider, siteUrl: string) =>
  provider.issuer === SANDBOX_ISSUER ? `${siteUrl}${SANDBOX_ISSUER_PATH}` : provider.issuer;

export async function configurationFor(
  provider: WellnessProvider,
  options: OidcOptions,
): Promise<client.Configuration> {
  const issuer = new URL(issuerUrlOf(provider, options.siteUrl));
  return client.discovery(issuer, provider.client_id, provider.client_secret, undefined, {
    ...(options.allowHttp && issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
    ...(options.fetch ? { [client.customFetch]: options.fetch as client.CustomFetch } : {}),
  });
}

export interface AuthorizationStart {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function authorizationStart(
  config: client.Configuration,
  siteUrl: string,
): Promise<AuthorizationStart> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: `${siteUrl}${CALLBACK_PATH}`,
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, state, nonce, codeVerifier };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 254) : '');

/** A Thai mobile number as Sabai stores it (0XXXXXXXXX) from E.164 (+66...) or local form; null otherwise. */
export function thaiMobileOf(value: unknown): string | null {
  const digits = text(value).replace(/[\s-]/g, '');
  const local = digits.startsWith('+66') ? `0${digits.slice(3)}` : digits;
  return /^0[689]\d{8}$/.test(local) ? local : null;
}

/** Exchanges the code and reads who the provider vouches for from the checked ID token. */
export async function identityFromCallback(
  config: client.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<WellnessIdentity> {
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  const email = text(claims['email']).toLowerCase();
  const phone = thaiMobileOf(claims['phone_number']);
  return {
    issuer: config.serverMetadata().issuer,
    subject: claims.sub,
    email: email || null,
    emailVerified: Boolean(email) && claims['email_verified'] === true,
    phone,
    phoneVerified: Boolean(phone) && claims['phone_number_verified'] === true,
    firstName: text(claims['given_name']),
    lastName: text(claims['family_name']),
  };
}
