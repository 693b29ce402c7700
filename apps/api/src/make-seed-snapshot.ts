// Build step: writes dist/pglite-seed.tar, a migrated and seeded PGlite database (see db/seed-snapshot.ts), as the
// first start leaves it: the server is built once on it, which makes the job queues, so a start from the snapshot
// has nothing to make (docs/decisions.md, "A start that does only what is needed").
import { writeFileSync } from 'node:fs';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { startingDump } from './db/seed-snapshot';
import { seed } from './seed/seed';
import { startJobs } from './jobs/start-jobs';
import { buildServer } from './server';

const [outFile = 'dist/pglite-seed.tar'] = process.argv.slice(2);
const config = loadConfig();
const database = await openDatabase({ pgliteDir: 'memory://', forDump: true });
await migrateToLatest(database.db);
await seed(database.db, config.seedHosts);
const app = await buildServer({ config: { ...config, logLevel: 'warn' }, database });
// Started once, the queue makes its queues and schedules in the snapshot.
await startJobs(app);
await app.close();
writeFileSync(outFile, await startingDump(database.pglite!));
await database.close();
