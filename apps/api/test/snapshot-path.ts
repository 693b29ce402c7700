// Names of one test run's own copies: global-setup picks the run's id, and the suites' workers inherit it, so two
// runs at once (two shells, an editor's runner beside `npm test`) never replace or drop each other's databases.
import os from 'node:os';
import path from 'node:path';

const RUN = 'SABAI_TEST_RUN';

/** Called once by global-setup, before any worker starts. */
export function startTestRun(): void {
  process.env[RUN] = `${process.pid}${Math.random().toString(36).slice(2, 6)}`;
}

const runId = () => process.env[RUN] ?? 'solo';

/** Where global-setup leaves the migrated and seeded PGlite dump. */
export const snapshotPath = () => path.join(os.tmpdir(), `sabai-api-test-snapshot-${runId()}.tar`);

/** Every PostgreSQL database of this run starts with it, so global-teardown drops only its own. */
export const runDatabasePrefix = () => `sabai_test_${runId()}_`;

/**
 * The PostgreSQL database that global-setup migrates and seeds once per run, from which each suite's database is
 * copied (`create database … template …`): a copy takes a fraction of a second, migrating and seeding seconds.
 */
export const templateDatabase = () => `${runDatabasePrefix()}template`;
