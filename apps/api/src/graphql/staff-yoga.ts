// The staff endpoint's GraphQL (docs/api.md, Staff API): the staff contract's base and every feature's
// staff part, the customer endpoint's limits and error codes. Each root field runs behind its declared
// requirement (staff/staff-operations.ts); a field of the contract whose feature has not registered a
// resolver answers server.unavailable instead of failing the start.
import { buildSchema, type GraphQLSchema } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import staffBaseTypeDefs from '@sabai/graphql/staff-schema/base.graphql';
import type { ApiFeature } from '../core/feature';
import { AppError } from '../core/app-error';
import { checkRequirement } from '../staff/staff-permission';
import { isStaffOperation, STAFF_OPERATIONS } from '../staff/staff-operations';
import { guardedRootResolvers } from './app-error-mapping';
import { errorCodesPlugin } from './error-codes.plugin';
import { requestLimitPlugins } from './request-limits';
import { scalarResolvers } from './scalars';
import type { StaffGraphQLContext } from './staff-context';
import type { RequestContext } from './yoga';

type RootResolver = (parent: unknown, args: unknown, context: StaffGraphQLContext, info: unknown) => unknown;

const unavailable: RootResolver = () => {
  throw new AppError('server.unavailable');
};

/** Where the staff contract is served. */
export const STAFF_GRAPHQL_ENDPOINT = '/admin/graphql';

/** Every field of a root type, each behind its requirement, then the feature's resolver if there is one. */
function rootResolvers(fields: readonly string[], registered: Record<string, RootResolver>) {
  const wrapped: Record<string, RootResolver> = {};
  for (const name of fields) {
    if (!isStaffOperation(name))
      throw new Error(
        `Staff operation ${name} declares no permission (apps/api/src/staff/staff-operations.ts)`,
      );
    const requirement = STAFF_OPERATIONS[name];
    const resolve = registered[name] ?? unavailable;
    wrapped[name] = async (parent, args, context, info) => {
      checkRequirement(await context.principal(), requirement);
      return resolve(parent, args, context, info);
    };
  }
  return guardedRootResolvers(wrapped);
}

export function staffTypeDefsOf(features: readonly ApiFeature[]): string[] {
  return [staffBaseTypeDefs, ...features.flatMap((f) => (f.staff ? [f.staff.typeDefs] : []))];
}

function staffResolversOf(features: readonly ApiFeature[], shape: GraphQLSchema) {
  const merge = (pick: (f: ApiFeature) => object | undefined) =>
    Object.assign({}, ...features.map((f) => pick(f) ?? {})) as Record<string, RootResolver>;
  const resolvers: Record<string, unknown> = {
    ...scalarResolvers,
    Query: rootResolvers(
      Object.keys(shape.getQueryType()?.getFields() ?? {}),
      merge((f) => f.staff?.queries),
    ),
  };
  const mutations = Object.keys(shape.getMutationType()?.getFields() ?? {});
  if (mutations.length > 0)
    resolvers['Mutation'] = rootResolvers(
      mutations,
      merge((f) => f.staff?.mutations),
    );
  return resolvers;
}

export function createStaffGraphQL(
  features: readonly ApiFeature[],
  buildContext: (req: RequestContext['req'], reply: RequestContext['reply']) => Promise<StaffGraphQLContext>,
  options: { introspection: boolean; fieldSuggestions: boolean },
) {
  // Built once: its root fields decide the resolvers, which then go onto it (no copy of the schema is made).
  const shape = buildSchema(staffTypeDefsOf(features).join('\n'));
  return createYoga<RequestContext, StaffGraphQLContext>({
    graphqlEndpoint: STAFF_GRAPHQL_ENDPOINT,
    schema: createSchema<RequestContext & StaffGraphQLContext>({
      typeDefs: shape,
      resolvers: staffResolversOf(features, shape) as never,
      updateResolversInPlace: true,
    }),
    context: ({ req, reply }) => buildContext(req, reply),
    graphiql: false,
    // Same origin only, like the customer endpoint (graphql/yoga.ts).
    cors: false,
    landingPage: false,
    logging: false,
    maskedErrors: true,
    plugins: [...requestLimitPlugins(options), errorCodesPlugin()],
  });
}
