import typeDefs from '@sabai/graphql/schema/member.graphql';
import type { ApiFeature } from '../core/feature';
import { authMutations, authQueries } from './auth.resolver';
import { registerAuthRoutes } from './login.route';

/** Members: logins (docs/api.md, REST), sessions, profile, registration and recovery. */
export const authFeature: ApiFeature = {
  typeDefs,
  name: 'auth',
  queries: authQueries,
  mutations: authMutations,
  routes: (app, deps) =>
    registerAuthRoutes(app, {
      db: deps.db,
      settings: deps.authSettings,
      i18n: deps.i18n,
      brands: deps.brands,
    }),
};
