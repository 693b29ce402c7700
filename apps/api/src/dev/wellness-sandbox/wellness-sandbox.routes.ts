// A small OpenID Connect provider standing in for a wellness programme (docs/decisions.md, "Wellness login:
// openid-client, and a jose sandbox"): discovery, JWKS, an authorization endpoint with a consent page, and
// a token endpoint that checks the client, the redirect URI and PKCE (S256) before it signs an ID token.
// Codes and access tokens are short signed JWTs, so any server process can redeem them.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { consentPage } from './consent-page';
import { acceptableRedirect, SANDBOX_CLIENT, SANDBOX_ISSUER_PATH } from './sandbox-client';
import { identityById } from './sandbox-identities';
import { sandboxKeys } from './sandbox-keys';

type Form = Record<string, string>;
const CODE_TTL_SEC = 60;

// The sandbox answers on whatever host it is asked: the server resolves its issuer from the brand's own URL.
const issuerOf = (req: FastifyRequest) => `${req.protocol}://${req.host}${SANDBOX_ISSUER_PATH}`;
const formOf = (body: unknown): Form => (body && typeof body === 'object' ? (body as Form) : {});

function oauthError(reply: FastifyReply, status: number, error: string, description: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error, error_description: description });
}

function backTo(reply: FastifyReply, redirectUri: string, params: Record<string, string>) {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return reply.code(303).header('location', url.toString()).send();
}

/** The authorization request's parameters, or why it cannot be answered by redirect. */
function authorizationRequest(query: Form): { ok: true; params: Form } | { ok: false; why: string } {
  const { client_id, redirect_uri, response_type, code_challenge, code_challenge_method } = query;
  if (client_id !== SANDBOX_CLIENT.id) return { ok: false, why: 'unknown client_id' };
  if (!redirect_uri || !acceptableRedirect(redirect_uri))
    return { ok: false, why: 'redirect_uri not registered' };
  if (response_type !== 'code' || !code_challenge || code_challenge_method !== 'S256')
    return { ok: false, why: 'the code flow with PKCE S256 is required' };
  const params: Form = { client_id, redirect_uri, response_type, code_challenge, code_challenge_method };
  for (const key of ['state', 'nonce', 'scope'] as const) if (query[key]) params[key] = query[key];
  return { ok: true, params };
}

function clientAuthenticated(req: FastifyRequest, form: Form): boolean {
  const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const [id, secret] = basic
    ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent)
    : [form['client_id'], form['client_secret']];
  return id === SANDBOX_CLIENT.id && secret === SANDBOX_CLIENT.secret;
}

function discovery(req: FastifyRequest) {
  const issuer = issuerOf(req);
  return {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['ES256'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    scopes_supported: ['openid', 'email', 'phone', 'profile'],
  };
}

/** The tester's decision: a code, access_denied, or a provider error, sent back to the client. */
async function decide(req: FastifyRequest, reply: FastifyReply) {
  const form = formOf(req.body);
  const request = authorizationRequest(form);
  if (!request.ok) return oauthError(reply, 400, 'invalid_request', request.why);
  const { redirect_uri: redirectUri, state } = request.params as Form & { redirect_uri: string };
  const withState = state ? { state } : {};
  if (form['decision'] === 'deny')
    return backTo(reply, redirectUri, { error: 'access_denied', ...withState });
  const identity = identityById(form['identity'] ?? '');
  if (form['decision'] !== 'allow' || !identity)
    return backTo(reply, redirectUri, { error: 'server_error', ...withState });
  const code = await new SignJWT({ ...request.params, identity: identity.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(issuerOf(req))
    .setExpirationTime(`${CODE_TTL_SEC}s`)
    .setJti(crypto.randomUUID())
    .sign(sandboxKeys().codeKey);
  return backTo(reply, redirectUri, { code, ...withState });
}

/** The code's grant when the client, the redirect URI and the PKCE verifier all match; else why not. */
async function redeem(req: FastifyRequest, form: Form, usedCodes: Set<string>): Promise<Form | string> {
  if (!clientAuthenticated(req, form)) return 'invalid_client';
  if (form['grant_type'] !== 'authorization_code') return 'unsupported_grant_type';
  let grant: Form;
  try {
    const verified = await jwtVerify(form['code'] ?? '', sandboxKeys().codeKey, {
      issuer: issuerOf(req),
      algorithms: ['HS256'],
    });
    grant = verified.payload as Form;
  } catch {
    return 'invalid_grant';
  }
  const challenge = createHash('sha256')
    .update(form['code_verifier'] ?? '')
    .digest('base64url');
  if (grant['redirect_uri'] !== form['redirect_uri'] || challenge !== grant['code_challenge'])
    return 'invalid_grant';
  // A code is good once (RFC 6749, 4.1.2); remembered per process, which is enough for a sandbox.
  if (usedCodes.has(grant['jti'] ?? '')) return 'invalid_grant';
  usedCodes.add(grant['jti'] ?? '');
  return grant;
}

async function idTokenFor(req: FastifyRequest, grant: Form): Promise<string | undefined> {
  const identity = identityById(grant['identity'] ?? '');
  if (!identity) return undefined;
  const { privateKey, publicJwk } = sandboxKeys();
  return new SignJWT({ ...identity.claims, ...(grant['nonce'] ? { nonce: grant['nonce'] } : {}) })
    .setProtectedHeader({ alg: 'ES256', kid: publicJwk.kid })
    .setIssuer(issuerOf(req))
    .setAudience(SANDBOX_CLIENT.id)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);
}

export function registerWellnessSandboxRoutes(app: FastifyInstance): void {
  const usedCodes = new Set<string>();
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8192 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.get(`${SANDBOX_ISSUER_PATH}/.well-known/openid-configuration`, async (req) => discovery(req));
    scope.get(`${SANDBOX_ISSUER_PATH}/jwks`, async () => ({ keys: [sandboxKeys().publicJwk] }));
    scope.get(`${SANDBOX_ISSUER_PATH}/authorize`, async (req, reply) => {
      const request = authorizationRequest(formOf(req.query));
      if (!request.ok) return oauthError(reply, 400, 'invalid_request', request.why);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(consentPage(request.params, 'Sabai'));
    });
    scope.post(`${SANDBOX_ISSUER_PATH}/authorize`, decide);
    scope.post(`${SANDBOX_ISSUER_PATH}/token`, async (req, reply) => {
      const grant = await redeem(req, formOf(req.body), usedCodes);
      if (typeof grant === 'string')
        return oauthError(
          reply,
          grant === 'invalid_client' ? 401 : 400,
          grant,
          'the token request was refused',
        );
      const idToken = await idTokenFor(req, grant);
      if (!idToken) return oauthError(reply, 400, 'invalid_grant', 'unknown identity');
      return reply.header('cache-control', 'no-store').send({
        access_token: crypto.randomUUID(),
        token_type: 'Bearer',
        expires_in: 300,
        id_token: idToken,
        scope: grant['scope'] ?? 'openid',
      });
    });
  });
}
