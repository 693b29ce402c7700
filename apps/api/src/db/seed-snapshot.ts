// A fresh PGlite spends seconds in initdb, migrations and the seed. The build makes that database once
// and saves it as a dump; a new embedded database starts from the dump in well under a second, then
// migrates and seeds as usual (both are no-ops or upserts on it).
import type { PGlite } from '@electric-sql/pglite';
import { existsSync, readdirSync } from 'node:fs';
import { dumpBlob } from './bytes-blob';

export function isFreshPgliteDir(dir: string): boolean {
  return dir.startsWith('memory://') || !existsSync(dir) || readdirSync(dir).length === 0;
}

/** The build's dump, when it exists and the data folder has nothing yet. */
export function seedSnapshotFor(dir: string, snapshotPath: string): Blob | undefined {
  if (!isFreshPgliteDir(dir) || !existsSync(snapshotPath)) return undefined;
  return dumpBlob(snapshotPath);
}

/**
 * The database as a dump to start from, uncompressed (read as it is at each start). PGlite has one database,
 * `postgres`; initdb's templates serve only CREATE DATABASE, which it never runs, so they are dropped first:
 * without them the dump, and what a start untars and writes, is a third smaller.
 */
export async function startingDump(pglite: PGlite): Promise<Uint8Array> {
  await pglite.exec(
    `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  );
  // One statement per call: DROP DATABASE cannot run in the implicit transaction of several.
  await pglite.exec('drop database template0');
  await pglite.exec('drop database template1');
  await pglite.exec('checkpoint');
  const dump = await pglite.dumpDataDir('none');
  return new Uint8Array(await dump.arrayBuffer());
}
