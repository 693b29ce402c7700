// REST logins (docs/api.md, REST): POST /api/auth/password, /api/auth/qr, /api/auth/otp/request and
// /api/auth/otp/verify.
// JSON only (the CSRF guard refuses anything else); a login answers { access_token, user } and sets
// the cookie isbs_auth_token.
import type { I18n } from '@lingui/core';
import type { LocaleCode } from '@sabai/i18n';
import { loginInputSchema, otpRequestInputSchema, otpVerifyInputSchema } from '@sabai/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import * as v from 'valibot';
import type { BrandRegistry } from '../brand/brand-registry';
import type { Database, UserTable } from '../db/schema';
import { apiLocale, requestClient } from '../http/request-info';
import { pick } from '../i18n/translated-text';
import { exchangeMemberQr } from './member-qr';
import { consumeOtp, requestOtp } from './otp.service';
import { passwordLogin } from './password-login';
import { claimIpAttempt, clearAccountFailures, forgiveIpAttempt } from './rate-limit';
import { parseBody } from './rest-answer';
import { AppError } from '../core/app-error';
import { startSession, type AuthSettings } from './session-issue';
import { toUser } from './user.mapper';
import { bahtOf } from '../graphql/scalars';
import { requestDb } from '../db/request-id-plugin';

export interface AuthRouteDeps {
  db: Kysely<Database>;
  settings: AuthSettings;
  i18n: Record<LocaleCode, I18n>;
  brands: BrandRegistry;
}

const clientIp = (req: FastifyRequest) => requestClient(req).ip ?? 'unknown';
const inputOf = <S extends v.GenericSchema>(schema: S) => v.object({ input: schema });
// A compact JWT of a few hundred characters; the bound only keeps junk out.
const qrInputSchema = v.object({ qr: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(2048)) });

/** The member as the login answers show it, with the points rates of the brand asked. */
async function memberOf(deps: AuthRouteDeps, req: FastifyRequest, user: Selectable<UserTable>) {
  const brand = await deps.brands.forHost(req.headers.host);
  const shown = await toUser(deps.db, user, { locale: apiLocale(req), verified: false, brandId: brand.id });
  // REST has no Money scalar: amounts leave as baht here, like GraphQL's.
  return {
    ...shown,
    wallet: { ...shown.wallet, balance: bahtOf(shown.wallet.balance) },
    points: {
      ...shown.points,
      conversion_rates: shown.points.conversion_rates.map((r) => ({ ...r, value: bahtOf(r.value) })),
    },
  };
}

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const { db, settings } = deps;

  const loggedIn = async (req: FastifyRequest, reply: FastifyReply, user: Selectable<UserTable>) => {
    const token = await startSession(db, settings, user, { req, reply });
    return { ...token, user: await memberOf(deps, req, user) };
  };

  app.post('/api/auth/password', async (req, reply) => {
    const body = parseBody(inputOf(loginInputSchema), req.body);
    const outcome = await passwordLogin(db, settings.ipLimit, { ...body.input, ip: clientIp(req) });
    if (!outcome.ok) throw new AppError(outcome.code);
    return loggedIn(req, reply, outcome.user);
  });

  // The kiosk posts the member's QR code (docs/product-rules.md, Members); each code logs in once, within its
  // 60 seconds. The attempt counts towards the address's limit until it succeeds.
  app.post('/api/auth/qr', async (req, reply) => {
    const body = parseBody(inputOf(qrInputSchema), req.body);
    const attempt = await claimIpAttempt(db, clientIp(req), settings.ipLimit);
    if (attempt === undefined) throw new AppError('login.tooManyAttempts');
    const user = await exchangeMemberQr(db, settings.secret, body.input.qr);
    if (!user) throw new AppError('login.failed');
    await forgiveIpAttempt(db, attempt);
    return loggedIn(req, reply, user);
  });

  app.post('/api/auth/otp/request', async (req, reply) => {
    const locale = apiLocale(req);
    const i18n = deps.i18n[locale];
    const body = parseBody(otpRequestInputSchema, req.body);
    const brand = await deps.brands.forHost(req.headers.host);
    const outcome = await requestOtp(requestDb(db, req), {
      phone: body.username,
      purpose: body.purpose,
      i18n,
      brand: pick(brand.name, locale),
      brandId: brand.id,
    });
    if (outcome.ok) return { ref_code: outcome.refCode };
    if (outcome.code === 'otp.tooSoon') {
      reply.header('retry-after', String(outcome.seconds));
      throw new AppError(outcome.code, { seconds: outcome.seconds });
    }
    throw new AppError(outcome.code);
  });

  app.post('/api/auth/otp/verify', async (req, reply) => {
    const body = parseBody(inputOf(otpVerifyInputSchema), req.body);
    const attempt = await claimIpAttempt(db, clientIp(req), settings.ipLimit);
    if (attempt === undefined) throw new AppError('login.tooManyAttempts');
    const { username: phone, ref_code: refCode, code } = body.input;
    const used = await consumeOtp(db, { phone, purpose: 'login', refCode, code });
    const user = used
      ? await db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst()
      : undefined;
    if (!user) throw new AppError('otp.invalid');
    await forgiveIpAttempt(db, attempt);
    // The code proves the phone: a lock from wrong passwords ends here.
    await clearAccountFailures(db, user);
    return loggedIn(req, reply, user);
  });
}
