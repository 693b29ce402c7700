// One request, one scope: brand by host, language by Accept-Language, the caller resolved once on first
// use. GraphQL and REST build their calls' scopes here, so both see the same caller.
import type { I18n } from '@lingui/core';
import type { LocaleCode } from '@sabai/i18n';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { resolveMember } from '../auth/current-member';
import { readAuthToken } from '../auth/auth-cookie';
import type { AuthSettings } from '../auth/session-issue';
import type { BrandRegistry } from '../brand/brand-registry';
import type { CatalogReader } from '../catalog/catalog-reader';
import { readKioskCredential } from '../kiosk/kiosk-cookie';
import { deviceOfCredential } from '../kiosk/kiosk-device.repository';
import type { Clock } from '../core/clock';
import { guestPrincipal, memberPrincipal, type Principal } from '../core/principal';
import type { Scope } from '../core/scope';
import type { Database } from '../db/schema';
import { requestDb } from '../db/request-id-plugin';
import type { PaymentGateway } from '../payment/gateway';
import { apiLocale, requestBase, requestClient, requestOrigin } from './request-info';

export interface ScopeDeps {
  db: Kysely<Database>;
  brands: BrandRegistry;
  catalog: CatalogReader;
  i18n: Record<LocaleCode, I18n>;
  clock: Clock;
  authSettings: AuthSettings;
  settings: Scope['settings'];
  gatewayFor(baseUrl: string): PaymentGateway;
}

/**
 * The caller behind the request's credentials: a member with a live session (cookie or Bearer), at the paired
 * kiosk of this brand whose cookie comes along if any, else the kiosk device itself (docs/access.md, Kiosk
 * devices), else a guest. A browser without a device's credential never gets the kiosk's rules, whatever it
 * says it is.
 */
async function principalOf(deps: ScopeDeps, req: FastifyRequest, brandId: string): Promise<Principal> {
  const [member, device] = await Promise.all([
    resolveMember(deps.db, deps.authSettings.secret, readAuthToken(req)),
    deviceOfCredential(deps.db, brandId, readKioskCredential(req)),
  ]);
  const kiosk = device
    ? ({ kind: 'kiosk', deviceId: device.deviceId, branchId: device.branchId } as const)
    : undefined;
  if (member) return memberPrincipal(member, kiosk);
  return kiosk ?? guestPrincipal;
}

/**
 * The scope of each request. The customer endpoint and the REST routes resolve the member's token; the staff
 * endpoint passes its own resolution (the staff cookie), so neither endpoint ever reads the other's.
 */
export function scopeFactory(
  deps: ScopeDeps,
  resolvePrincipal: (req: FastifyRequest, brandId: string) => Promise<Principal> = (req, brandId) =>
    principalOf(deps, req, brandId),
) {
  return async (req: FastifyRequest): Promise<Scope> => {
    const locale = apiLocale(req);
    let principal: Promise<Principal> | undefined;
    const { brand, hostId } = await deps.brands.atHost(req.headers.host);
    return {
      db: requestDb(deps.db, req),
      catalog: deps.catalog,
      brand,
      hostId,
      locale,
      i18n: deps.i18n[locale],
      clock: deps.clock,
      principal: () => (principal ??= resolvePrincipal(req, brand.id)),
      origin: requestOrigin(req),
      client: requestClient(req),
      settings: { ...deps.settings, holdSeconds: brand.holdSeconds ?? deps.settings.serverHoldSeconds },
      payments: deps.gatewayFor(deps.settings.publicBaseUrl ?? requestBase(req)),
      authSettings: deps.authSettings,
    };
  };
}
