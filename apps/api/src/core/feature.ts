// An API feature is a module: its GraphQL resolvers, its REST routes (a Fastify plugin under its own
// prefix) and its background jobs, listed once in features.ts. The server and the GraphQL set-up read
// that list and do not grow with each feature (docs/architecture.md).
import type { I18n } from '@lingui/core';
import type { LocaleCode } from '@sabai/i18n';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthSettings } from '../auth/session-issue';
import type { BrandRegistry } from '../brand/brand-registry';
import type { CatalogReader } from '../catalog/catalog-reader';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/resolvers';
import type {
  MutationResolvers as StaffMutationResolvers,
  QueryResolvers as StaffQueryResolvers,
} from '../graphql/generated/staff-resolvers';
import type { JobDefinition } from '../jobs/job-queue';
import type { PaymentGateway } from '../payment/gateway';
import type { Clock } from './clock';
import type { Scope } from './scope';

/** What a feature's routes and jobs may use: the server's parts, never another feature's internals. */
export interface FeatureDeps {
  config: Config;
  db: Kysely<Database>;
  /** Which database runs: the embedded one has no autovacuum, so a job of ours does its part. */
  engine: 'pglite' | 'postgres';
  brands: BrandRegistry;
  catalog: CatalogReader;
  i18n: Record<LocaleCode, I18n>;
  clock: Clock;
  authSettings: AuthSettings;
  /** The scope of a request, as GraphQL builds it. */
  scopeOf(req: FastifyRequest): Promise<Scope>;
  /** The scope of a staff request (/admin/graphql): the caller is the staff cookie's account or a guest. */
  staffScopeOf(req: FastifyRequest): Promise<Scope>;
  /** The payment gateway answering on `baseUrl`. */
  gatewayFor(baseUrl: string): PaymentGateway;
}

export interface ApiFeature {
  name: string;
  /** The feature's part of the GraphQL contract (libs/graphql/schema/<domain>.graphql). */
  typeDefs?: string;
  queries?: Partial<QueryResolvers>;
  mutations?: Partial<MutationResolvers>;
  /**
   * The feature's part of the staff contract (libs/graphql/staff-schema/<domain>.graphql) and its
   * resolvers, served at /admin/graphql; each operation's permission is declared in
   * staff/staff-operations.ts and checked before its resolver runs.
   */
  staff?: {
    typeDefs: string;
    queries?: Partial<StaffQueryResolvers>;
    mutations?: Partial<StaffMutationResolvers>;
  };
  /** Registered as an encapsulated plugin, so its hooks stay its own. */
  routes?: (app: FastifyInstance, deps: FeatureDeps) => void | Promise<void>;
  /** The feature's background jobs, run by the job queue (docs/architecture.md, Background jobs). */
  jobs?: (deps: FeatureDeps, log: FastifyBaseLogger) => JobDefinition[];
}
