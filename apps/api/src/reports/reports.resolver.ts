// Reports at /admin/graphql (libs/graphql/staff-schema/reports.graphql; the endpoint has checked read report, the
// service checks its reach at the brand or the named branch).
import { pick } from '../i18n/translated-text';
import type { QueryResolvers } from '../graphql/generated/staff-resolvers';
import { revenueReport } from './revenue-report.service';

export const reportQueries: Partial<QueryResolvers> = {
  revenueReport: async (_parent, args, context) => {
    const report = await revenueReport(context, args);
    const { branches } = await context.catalog.branchesOf(context.brand.id);
    const nameOf = (id: string) => {
      const branch = branches.find((b) => b.id === id);
      return branch ? pick(branch.name, context.locale) : id;
    };
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
};
