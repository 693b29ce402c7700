import os from 'node:os';
import path from 'node:path';

/** Where global-setup leaves the migrated and seeded PGlite dump; rewritten at the start of each run. */
export const SNAPSHOT_PATH = path.join(os.tmpdir(), 'sabai-api-test-snapshot.tar.gz');

/**
 * The PostgreSQL database that global-setup migrates and seeds once per run, from which each suite's database is
 * copied (`create database … template …`): a copy takes a fraction of a second, migrating and seeding seconds.
 */
export const TEMPLATE_DATABASE = 'sabai_test_template';
