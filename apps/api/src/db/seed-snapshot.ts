// A fresh PGlite spends seconds in initdb, migrations and the seed. The build makes that database once
// and saves it as a dump; a new embedded database starts from the dump in well under a second, then
// migrates and seeds as usual (both are no-ops or upserts on it).
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
