// memberReport (docs/product-rules.md, Reports): the members by tier and what the deployment owes them: the
// wallets' balance and the points not yet used at the end of a range, and the ledgers' movements within it.
// Accounts, wallets and points are the deployment's, not a brand's, so every brand's admins see the same
// figures; days are the brand's first branch's calendar.
import { sql } from 'kysely';
import type { Scope } from '../core/scope';
import type { Translated } from '../db/tables/json';
import { rangeInstants, reportScope } from './report-scope';

export interface MemberReportData {
  tiers: { tierId: string; title: Translated; members: number; joined: number }[];
  walletBalanceSatang: number;
  /** Wallet movements in the range by reason (top_up, booking, refund, adjustment), signed. */
  wallet: Record<string, number>;
  pointsBalance: number;
  /** Points movements in the range by reason (earned, redeemed, expired, adjustment), signed. */
  points: Record<string, number>;
}

const byReason = (rows: { reason: string; total: string }[]) =>
  Object.fromEntries(rows.map((r) => [r.reason, Number(r.total)]));

export async function memberReport(scope: Scope, rawInput: unknown): Promise<MemberReportData> {
  const { start, end } = rangeInstants(await reportScope(scope, rawInput));
  const tiers = await sql<{ tier_id: string; title: Translated; members: string; joined: string }>`
    select t.id as tier_id, t.title,
      count(u.id) filter (where u.member_since < ${end}) as members,
      count(u.id) filter (where u.member_since >= ${start} and u.member_since < ${end}) as joined
    from tiers t
    left join users u on u.tier_id = t.id and u.phone not like 'erased-%'
    group by t.id, t.title, t.position
    order by t.position`.execute(scope.db);
  const ledger = (table: 'wallet_ledger' | 'points_ledger', amount: string) =>
    sql<{ reason: string; total: string }>`
      select reason, sum(${sql.ref(amount)}) as total from ${sql.table(table)}
      where created_at >= ${start} and created_at < ${end} group by reason`.execute(scope.db);
  const balance = (table: 'wallet_ledger' | 'points_ledger', amount: string) =>
    sql<{ total: string | null }>`
      select sum(${sql.ref(amount)}) as total from ${sql.table(table)} where created_at < ${end}`.execute(
      scope.db,
    );
  const [wallet, points, walletBalance, pointsBalance] = await Promise.all([
    ledger('wallet_ledger', 'amount_satang'),
    ledger('points_ledger', 'points'),
    balance('wallet_ledger', 'amount_satang'),
    balance('points_ledger', 'points'),
  ]);
  return {
    tiers: tiers.rows.map((r) => ({
      tierId: r.tier_id,
      title: r.title,
      members: Number(r.members),
      joined: Number(r.joined),
    })),
    walletBalanceSatang: Number(walletBalance.rows[0]?.total ?? 0),
    wallet: byReason(wallet.rows),
    pointsBalance: Number(pointsBalance.rows[0]?.total ?? 0),
    points: byReason(points.rows),
  };
}
