// Migrations are TypeScript modules bundled with the server, applied in name order at start.
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as catalog from './migrations/0001-catalog';

const migrations: Record<string, Migration> = {
  '0001-catalog': catalog,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was, untyped
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
