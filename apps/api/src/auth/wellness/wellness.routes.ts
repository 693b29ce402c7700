// Login via a wellness membership (docs/api.md, Wellness login): GET /api/auth/wellness/start sends the
// browser to the brand's provider; GET /api/auth/wellness/callback logs the member in (or asks a newcomer to
// confirm their details); GET /api/auth/wellness/pending and POST /api/auth/wellness/confirm finish that.
// Navigations never end on a bare error: refusals go back to the login page with a catalogue code.
import { parseInput, wellnessConfirmInputSchema } from '@sabai/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { AppError, inputRefused } from '../../core/app-error';
import type { Database } from '../../db/schema';
import type { ErrorCode } from '@sabai/i18n';
import { requestOrigin } from '../../http/request-info';
import type { BrandRegistry } from '../../brand/brand-registry';
import { readCookieToken } from '../auth-cookie';
import { resolveMember } from '../current-member';
import { startSession, type AuthSettings } from '../session-issue';
import { markSessionVerified } from '../session.repository';
import { parseBody } from '../rest-answer';
import { clearFlowCookie, readFlowCookie, setFlowCookie } from './wellness-cookie';
import { createFlow, findPendingIdentity, keepIdentity, takeFlow } from './wellness-flow.repository';
import { createLinkedMember, memberForIdentity } from './wellness-link.service';
import {
  authorizationStart,
  CALLBACK_PATH,
  configurationFor,
  identityFromCallback,
  type OidcOptions,
} from './wellness-oidc';
import { findWellnessProvider, type WellnessProvider } from './wellness-providers.repository';
import type { WellnessDatabase } from './wellness.tables';

type FlowRow = Exclude<Awaited<ReturnType<typeof takeFlow>>, 'expired' | undefined>;

export interface WellnessRouteDeps {
  db: Kysely<Database & WellnessDatabase>;
  settings: AuthSettings;
  brands: BrandRegistry;
  publicBaseUrl: string | undefined;
  allowHttp: boolean;
  fetch?: typeof fetch;
}

const LOGIN_PAGE = '/member/login';
const CONFIRM_PAGE = '/member/wellness';
const bounded = (max: number) => v.pipe(v.string(), v.maxLength(max));
const startQuery = v.object({ return: v.optional(bounded(500)) });
const callbackQuery = v.object({
  state: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  code: v.optional(bounded(4096)),
  error: v.optional(bounded(200)),
  error_description: v.optional(bounded(1000)),
  iss: v.optional(bounded(500)),
});

/** A path on this site, never another origin (docs/product-rules.md, Screens and routes). */
const safeReturn = (path: string | undefined) =>
  path && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : '/member';

/** Back to the login page with a refusal's code; a logged-in member confirming it is them goes to its verify form. */
function toLogin(reply: FastifyReply, code: ErrorCode, returnPath?: string, verifying = false) {
  const params = new URLSearchParams({ wellness: code });
  if (returnPath) params.set(verifying ? 'verify' : 'return', returnPath);
  return reply.code(303).header('location', `${LOGIN_PAGE}?${params}`).send();
}

type Deps = WellnessRouteDeps;

// The brand's own URL, never the Host header as sent: the callback must be the one registered.
async function siteOf(deps: Deps, req: FastifyRequest) {
  const brand = await deps.brands.forHost(req.headers.host);
  const origin = requestOrigin(req);
  const siteUrl =
    deps.publicBaseUrl ?? `${origin.protocol}://${brand.hosts[0] ?? 'localhost'}${origin.portSuffix}`;
  const provider = await findWellnessProvider(deps.db, brand.id);
  const oidc: OidcOptions = {
    siteUrl,
    allowHttp: deps.allowHttp,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  };
  return { brand, siteUrl, provider, oidc };
}

async function start(deps: Deps, req: FastifyRequest, reply: FastifyReply) {
  const query = parseInput(startQuery, req.query);
  const returnPath = safeReturn(query.ok ? query.value.return : undefined);
  const { brand, provider, oidc } = await siteOf(deps, req);
  if (!provider) return toLogin(reply, 'wellness.unavailable', returnPath);
  let begun;
  try {
    begun = await authorizationStart(await configurationFor(provider, oidc), oidc.siteUrl);
  } catch (error) {
    req.log.warn({ err: error }, 'wellness provider discovery failed');
    return toLogin(reply, 'wellness.failed', returnPath);
  }
  await createFlow(deps.db, { ...begun, brandId: brand.id, returnPath });
  setFlowCookie(req, reply, begun.state);
  return reply.code(303).header('location', begun.url.toString()).send();
}

/** The provider's answer checked by openid-client; undefined when it refuses (logged, never shown). */
async function exchange(req: FastifyRequest, provider: WellnessProvider, oidc: OidcOptions, flow: FlowRow) {
  try {
    const callbackUrl = new URL(`${oidc.siteUrl}${CALLBACK_PATH}?${req.url.split('?')[1] ?? ''}`);
    return await identityFromCallback(await configurationFor(provider, oidc), callbackUrl, {
      state: flow.state,
      nonce: flow.nonce,
      codeVerifier: flow.code_verifier,
    });
  } catch (error) {
    req.log.warn({ err: error }, 'wellness code exchange refused');
    return undefined;
  }
}

async function callback(deps: Deps, req: FastifyRequest, reply: FastifyReply) {
  const query = parseBody(callbackQuery, req.query);
  const { brand, provider, oidc } = await siteOf(deps, req);
  if (!provider) return toLogin(reply, 'wellness.unavailable');
  // A state this browser did not start is refused before anything is touched.
  if (readFlowCookie(req) !== query.state) return toLogin(reply, 'wellness.failed');
  const flow = await takeFlow(deps.db, query.state, brand.id);
  clearFlowCookie(req, reply);
  if (!flow) return toLogin(reply, 'wellness.failed');
  if (flow === 'expired') return toLogin(reply, 'wellness.expired');
  const returnPath = flow.return_path;
  const current = await resolveMember(deps.db, deps.settings.secret, readCookieToken(req));
  const refuse = (code: ErrorCode) => toLogin(reply, code, returnPath, current !== null);
  if (query.error) return refuse(query.error === 'access_denied' ? 'wellness.refused' : 'wellness.failed');
  const identity = await exchange(req, provider, oidc, flow);
  if (!identity) return refuse('wellness.failed');
  const member = await memberForIdentity(deps.db, identity);
  if (member) {
    // Already logged in as this member and confirmed again at the provider: the session is verified, as by
    // re-entering the password (a member who came through the provider may have none of their own).
    if (current?.user.id === member.id) await markSessionVerified(deps.db, current.session.id);
    else await startSession(deps.db, deps.settings, member, { req, reply });
    return reply.code(303).header('location', returnPath).send();
  }
  const kept = {
    state: flow.state,
    brandId: brand.id,
    codeVerifier: flow.code_verifier,
    nonce: flow.nonce,
    returnPath,
  };
  await keepIdentity(deps.db, kept, identity);
  setFlowCookie(req, reply, flow.state);
  return reply
    .code(303)
    .header('location', `${CONFIRM_PAGE}?return=${encodeURIComponent(returnPath)}`)
    .send();
}

async function pendingOf(deps: Deps, req: FastifyRequest) {
  const { brand, provider } = await siteOf(deps, req);
  const state = readFlowCookie(req) ?? '';
  const pending = await findPendingIdentity(deps.db, state, brand.id);
  if (!pending || !provider)
    throw new AppError('wellness.expired', { provider: provider?.display_name ?? '' });
  return { ...pending, provider, brand, state };
}

async function confirm(deps: Deps, req: FastifyRequest, reply: FastifyReply) {
  const body = parseBody(v.object({ input: v.unknown() }), req.body);
  const details = parseInput(wellnessConfirmInputSchema, body.input);
  if (!details.ok) throw inputRefused(details.problems);
  const pending = await pendingOf(deps, req);
  const user = await createLinkedMember(deps.db, pending.identity, details.value);
  if (user === 'duplicate') throw new AppError('register.duplicate');
  await takeFlow(deps.db, pending.state, pending.brand.id);
  clearFlowCookie(req, reply);
  const token = await startSession(deps.db, deps.settings, user, { req, reply });
  return { ...token, return_path: pending.returnPath };
}

export function registerWellnessRoutes(app: FastifyInstance, deps: WellnessRouteDeps): void {
  app.get('/api/auth/wellness/start', (req, reply) => start(deps, req, reply));
  app.get('/api/auth/wellness/callback', (req, reply) => callback(deps, req, reply));
  app.get('/api/auth/wellness/pending', async (req) => {
    const { identity, provider, returnPath } = await pendingOf(deps, req);
    return {
      provider: provider.display_name,
      first_name: identity.firstName,
      last_name: identity.lastName,
      email: identity.email ?? '',
      phone: identity.phone ?? '',
      return_path: returnPath,
    };
  });
  app.post('/api/auth/wellness/confirm', (req, reply) => confirm(deps, req, reply));
}
