// Demo tiers (docs/product-rules.md, Tiers: Basic 0%, Silver 5%, Gold 10%, Platinum 15% at every brand) and two demo
// members to log in with (README, "Demo data"): a Gold member and a Basic member.
import { sql, type Transaction } from 'kysely';
import { hashPassword } from '../auth/password';
import type { Database, Translated, UserPrefix } from '../db/schema';

export interface SeedTier {
  id: 'basic' | 'silver' | 'gold' | 'platinum';
  title: Translated;
  description: Translated;
  /** Badge colour; the basic tier has none (docs/product-rules.md, Tiers). */
  colour: string | null;
  /** Discount at every brand; equals booking-rules' defaultTierPercents (the test setup cannot import libs). */
  percent: number;
}

export const seedTiers: SeedTier[] = [
  {
    id: 'basic',
    title: { en: 'Basic', th: 'เบสิก', zh: '基础会员' },
    description: {
      en: 'Welcome to Sabai membership.',
      th: 'ยินดีต้อนรับสู่สมาชิก Sabai',
      zh: '欢迎加入 Sabai 会员。',
    },
    colour: null,
    percent: 0,
  },
  {
    id: 'silver',
    title: { en: 'Silver', th: 'ซิลเวอร์', zh: '银卡会员' },
    description: { en: '5% off every booking.', th: 'ลด 5% ทุกการจอง', zh: '每次预订享 95 折。' },
    colour: '#8A8D91',
    percent: 5,
  },
  {
    id: 'gold',
    title: { en: 'Gold', th: 'โกลด์', zh: '金卡会员' },
    description: { en: '10% off every booking.', th: 'ลด 10% ทุกการจอง', zh: '每次预订享 9 折。' },
    colour: '#B8860B',
    percent: 10,
  },
  {
    id: 'platinum',
    title: { en: 'Platinum', th: 'แพลทินัม', zh: '白金会员' },
    description: { en: '15% off every booking.', th: 'ลด 15% ทุกการจอง', zh: '每次预订享 85 折。' },
    colour: '#5B6770',
    percent: 15,
  },
];

export interface SeedMember {
  id: string;
  prefix: UserPrefix;
  first_name: string;
  last_name: string;
  gender: string;
  birthdate: string;
  phone: string;
  email: string;
  password: string;
  tier_id: SeedTier['id'];
  is_subscribe: boolean;
}

export const DEMO_MEMBER_PASSWORD = 'Sabai-2026';

export const seedMembers: SeedMember[] = [
  {
    id: '6a1f0c52-3f0e-4c55-9d1e-0a6f6d2b1001',
    prefix: 'Mrs.',
    first_name: 'Ploy',
    last_name: 'Suksawat',
    gender: 'female',
    birthdate: '1988-04-12',
    phone: '0812345678',
    email: 'gold@example.com',
    password: DEMO_MEMBER_PASSWORD,
    tier_id: 'gold',
    is_subscribe: true,
  },
  {
    id: '6a1f0c52-3f0e-4c55-9d1e-0a6f6d2b1002',
    prefix: 'Mr.',
    first_name: 'Niran',
    last_name: 'Chaiyaporn',
    gender: 'male',
    birthdate: '1995-09-30',
    phone: '0898765432',
    email: 'basic@example.com',
    password: DEMO_MEMBER_PASSWORD,
    tier_id: 'basic',
    is_subscribe: false,
  },
];

export async function seedTiersAndMembers(trx: Transaction<Database>, brandIds: string[]): Promise<void> {
  for (const [position, tier] of seedTiers.entries()) {
    const row = {
      id: tier.id,
      slug: tier.id,
      position,
      title: JSON.stringify(tier.title),
      description: JSON.stringify(tier.description),
      colour: tier.colour,
    };
    await trx
      .insertInto('tiers')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
    for (const brand_id of brandIds) {
      await trx
        .insertInto('tier_discounts')
        .values({ tier_id: tier.id, brand_id, percent: tier.percent })
        .onConflict((oc) => oc.columns(['tier_id', 'brand_id']).doUpdateSet({ percent: tier.percent }))
        .execute();
    }
  }
  for (const { password, id, ...profile } of seedMembers) {
    // A demo member keeps a password changed in the demo; the seed only restores the profile and tier.
    await trx
      .insertInto('users')
      .values({ id, ...profile, password_hash: await hashPassword(password) })
      .onConflict((oc) => oc.column('id').doUpdateSet(profile))
      .execute();
  }
}

/** Points conversion at every brand (docs/product-rules.md, Wallet and points): 100 points = 50 THB, 200 points = 100 THB. */
export const seedPointsRates = [
  { points: 100, valueSatang: 5_000 },
  { points: 200, valueSatang: 10_000 },
];

/**
 * The Gold demo member's activated wallet with a 1,000.00 THB top-up and 500 points valid a year from
 * the first seed. Ledger rows have fixed ids and are inserted once: what the demo spends stays spent.
 */
export const seedWalletsAndPoints = [
  {
    userId: '6a1f0c52-3f0e-4c55-9d1e-0a6f6d2b1001',
    topUp: { id: '6a1f0c52-3f0e-4c55-9d1e-0a6f6d2b2001', amountSatang: 100_000 },
    points: { id: '6a1f0c52-3f0e-4c55-9d1e-0a6f6d2b3001', points: 500 },
  },
];

export async function seedWalletsPointsAndRates(
  trx: Transaction<Database>,
  brandIds: string[],
): Promise<void> {
  for (const brand_id of brandIds) {
    for (const rate of seedPointsRates) {
      await trx
        .insertInto('points_rates')
        .values({ brand_id, points: rate.points, value_satang: rate.valueSatang })
        .onConflict((oc) =>
          oc.columns(['brand_id', 'points']).doUpdateSet({ value_satang: rate.valueSatang }),
        )
        .execute();
    }
  }
  for (const { userId, topUp, points } of seedWalletsAndPoints) {
    await trx
      .insertInto('wallets')
      .values({ user_id: userId, is_activated: true })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ is_activated: true }))
      .execute();
    await trx
      .insertInto('wallet_ledger')
      .values({ id: topUp.id, user_id: userId, amount_satang: topUp.amountSatang, reason: 'top_up' })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('points_ledger')
      .values({
        id: points.id,
        user_id: userId,
        points: points.points,
        reason: 'adjustment',
        expires_at: sql<Date>`now() + interval '1 year'`,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}
