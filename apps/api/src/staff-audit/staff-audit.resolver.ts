// The audit log at /admin/graphql (libs/graphql/staff-schema/audit.graphql). The endpoint has checked the
// declared permission (staff/staff-operations.ts); the service keeps the rows to its reach.
import type { QueryResolvers } from '../graphql/generated/staff-resolvers';
import { auditLog } from './audit-log.service';
import { toAuditPage } from './staff-audit.mapper';

export const auditQueries: Partial<QueryResolvers> = {
  auditLog: async (_parent, args, context) => toAuditPage(await auditLog(context, args), context.locale),
};
