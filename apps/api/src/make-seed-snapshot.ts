// Build step: writes dist/pglite-seed.tar, a migrated and seeded PGlite database (see db/seed-snapshot.ts).
import { writeFileSync } from 'node:fs';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seed } from './seed/seed';

const [outFile = 'dist/pglite-seed.tar'] = process.argv.slice(2);
const database = await openDatabase({ pgliteDir: 'memory://' });
await migrateToLatest(database.db);
await seed(database.db, loadConfig().seedHosts);
const dump = await database.pglite!.dumpDataDir('none');
writeFileSync(outFile, Buffer.from(await dump.arrayBuffer()));
await database.close();
