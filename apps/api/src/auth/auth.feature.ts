import typeDefs from '@sabai/graphql/schema/member.graphql';
import type { ApiFeature } from '../core/feature';
import { authMutations, authQueries } from './auth.resolver';
import { registerAuthRoutes } from './login.route';
import { registerWellnessRoutes } from './wellness/wellness.routes';
import type { WellnessDatabase } from './wellness/wellness.tables';

/** Members: logins (docs/api.md, REST), wellness logins, sessions, profile, registration and recovery. */
export const authFeature: ApiFeature = {
  typeDefs,
  name: 'auth',
  queries: authQueries,
  mutations: authMutations,
  routes: (app, deps) => {
    registerAuthRoutes(app, {
      db: deps.db,
      settings: deps.authSettings,
      i18n: deps.i18n,
      brands: deps.brands,
    });
    registerWellnessRoutes(app, {
      db: deps.db.withTables<WellnessDatabase>(),
      settings: deps.authSettings,
      brands: deps.brands,
      publicBaseUrl: deps.config.publicBaseUrl,
      // Plain http only where the development sandbox runs (docs/api.md, Wellness login).
      allowHttp: deps.config.sandboxWellness,
    });
  },
};
