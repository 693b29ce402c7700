// A member as the API shows it (docs/api.md, Members), for GraphQL and the REST login answers alike.
// Wallet and points come from their ledgers; the conversion rates are the request's brand's.
import type { LocaleCode } from '@sabai/i18n';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UserTable } from '../db/schema';
import type { User } from '../graphql/generated/resolvers';
import { pick } from '../i18n/translated-text';
import { pointsOf, walletOf } from '../wallet/member-funds';

async function tierOf(db: Kysely<Database>, tierId: string, locale: LocaleCode): Promise<User['tier']> {
  const tier = await db.selectFrom('tiers').selectAll().where('id', '=', tierId).executeTakeFirstOrThrow();
  const discounts = await db
    .selectFrom('tier_discounts')
    .select(['brand_id', 'percent'])
    .where('tier_id', '=', tierId)
    .orderBy('brand_id')
    .execute();
  return {
    id: tier.id,
    slug: tier.slug,
    title: pick(tier.title, locale),
    description: pick(tier.description, locale),
    colour: tier.colour,
    discounts: discounts.map((d) => ({ brand_id: d.brand_id, discount: d.percent })),
  };
}

export async function toUser(
  db: Kysely<Database>,
  user: Selectable<UserTable>,
  options: { locale: LocaleCode; verified: boolean; brandId: string | null },
): Promise<User> {
  const wallet = await walletOf(db, user.id);
  const points = await pointsOf(db, user.id, options.brandId);
  return {
    id: user.id,
    prefix: user.prefix,
    first_name: user.first_name,
    last_name: user.last_name,
    gender: user.gender,
    birthdate: user.birthdate,
    member_since: new Date(user.member_since).toISOString(),
    email: user.email,
    phone: user.phone,
    is_subscribe: user.is_subscribe,
    tier: await tierOf(db, user.tier_id, options.locale),
    wallet: { balance: wallet.balanceSatang, is_activated: wallet.isActivated },
    points: {
      active_points: points.activePoints,
      expires_at: points.expiresAt?.toISOString() ?? null,
      conversion_rates: points.conversionRates.map((rate) => ({
        points: rate.points,
        value: rate.valueSatang,
      })),
    },
    verified: options.verified,
  };
}
