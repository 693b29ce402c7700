// initdb costs seconds on PGlite; do it once per run, migrate and seed, and let every suite load the dump.
import { writeFileSync } from 'node:fs';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seed } from '../src/seed/seed';
import { SNAPSHOT_PATH } from './snapshot-path';

export default async function globalSetup(): Promise<void> {
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  await migrateToLatest(handle.db);
  await seed(handle.db, ['localhost', '127.0.0.1']);
  const dump = await handle.pglite!.dumpDataDir('gzip');
  writeFileSync(SNAPSHOT_PATH, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}
