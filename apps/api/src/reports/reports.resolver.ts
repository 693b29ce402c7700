// Reports at /admin/graphql (libs/graphql/staff-schema/reports.graphql; the endpoint has checked read report, the
// services check their reach at the brand or the named branch). Amounts leave as baht; names in the caller's
// language.
import { pick } from '../i18n/translated-text';
import type { QueryResolvers } from '../graphql/generated/staff-resolvers';
import type { Scope } from '../core/scope';
import { bookingsReport } from './bookings-report.service';
import { funnelReport } from './funnel-report.service';
import { memberReport } from './member-report.service';
import { promotionReport } from './promotion-report.service';
import { revenueReport } from './revenue-report.service';
import { utilisationReport } from './utilisation-report.service';

/** The brand's branch names in the caller's language, by id. */
async function branchNames(context: Scope): Promise<(id: string) => string> {
  const { branches } = await context.catalog.branchesOf(context.brand.id);
  return (id) => {
    const branch = branches.find((b) => b.id === id);
    return branch ? pick(branch.name, context.locale) : id;
  };
}

export const reportQueries: Partial<QueryResolvers> = {
  revenueReport: async (_parent, args, context) => {
    const report = await revenueReport(context, args);
    const nameOf = await branchNames(context);
    const sum = (key: 'paidSatang' | 'walletSatang' | 'refundedSatang') =>
      report.rows.reduce((total, row) => total + row[key], 0);
    return {
      rows: report.rows.map((row) => ({
        date: row.date,
        branch_id: row.branchId,
        branch_name: nameOf(row.branchId),
        channel: row.channel,
        method: row.method,
        paid: row.paidSatang,
        wallet: row.walletSatang,
        refunded: row.refundedSatang,
        bookings: row.bookings,
      })),
      paid: sum('paidSatang'),
      wallet: sum('walletSatang'),
      refunded: sum('refundedSatang'),
      owed: report.owedSatang,
    };
  },
  bookingsReport: async (_parent, args, context) => {
    const rows = await bookingsReport(context, args);
    const nameOf = await branchNames(context);
    return rows.map((row) => ({
      date: row.date,
      branch_id: row.branchId,
      branch_name: nameOf(row.branchId),
      channel: row.channel,
      paid: row.paid,
      guests: row.guests,
      visited: row.visited,
      no_shows: row.noShows,
      cancelled: row.cancelled,
      lapsed: row.lapsed,
    }));
  },
  utilisationReport: (_parent, args, context) => utilisationReport(context, args),
  funnelReport: (_parent, args, context) => funnelReport(context, args),
  promotionReport: async (_parent, args, context) =>
    (await promotionReport(context, args)).map((row) => ({
      code: row.code,
      campaign: row.campaign,
      bookings: row.bookings,
      discount: row.discountSatang,
      grand_total: row.grandTotalSatang,
    })),
  memberReport: async (_parent, args, context) => {
    const report = await memberReport(context, args);
    return {
      tiers: report.tiers.map((tier) => ({
        tier_id: tier.tierId,
        tier_name: pick(tier.title, context.locale),
        members: tier.members,
        joined: tier.joined,
      })),
      wallet_balance: report.walletBalanceSatang,
      wallet_top_ups: report.wallet.top_up ?? 0,
      wallet_spent: report.wallet.booking ?? 0,
      wallet_refunds: report.wallet.refund ?? 0,
      wallet_adjustments: report.wallet.adjustment ?? 0,
      points_balance: report.pointsBalance,
      points_earned: report.points.earned ?? 0,
      points_redeemed: report.points.redeemed ?? 0,
      points_expired: report.points.expired ?? 0,
      points_adjusted: report.points.adjustment ?? 0,
    };
  },
};
