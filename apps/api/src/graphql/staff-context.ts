import type { GraphQLContext } from './context';

/**
 * What every staff resolver gets (/admin/graphql): the call's scope, whose principal is a staff account or
 * nobody, and the HTTP exchange (docs/access.md, How the server guards).
 */
export type StaffGraphQLContext = GraphQLContext;
