import typeDefs from '@sabai/graphql/staff-schema/audit.graphql';
import type { ApiFeature } from '../core/feature';
import { auditQueries } from './staff-audit.resolver';

/** The audit log screen (docs/access.md, How the server guards): every staff write, read within reach. */
export const staffAuditFeature: ApiFeature = {
  name: 'staff-audit',
  staff: { typeDefs, queries: auditQueries },
};
