import os from 'node:os';
import path from 'node:path';

/** Where global-setup leaves the migrated and seeded PGlite dump; rewritten at the start of each run. */
export const SNAPSHOT_PATH = path.join(os.tmpdir(), 'sabai-api-test-snapshot.tar.gz');
