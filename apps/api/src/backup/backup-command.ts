// Backup and restore of the database the server uses (docs/operations.md, Backups): the embedded PGlite as a
// compressed copy of its data folder, PostgreSQL with its own pg_dump and pg_restore (custom format). A restore
// goes into an empty place only, so it can never overwrite a database that holds bookings.
import { PGlite } from '@electric-sql/pglite';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { dumpBlob } from '../db/bytes-blob';

const run = promisify(execFile);

export interface BackupTarget {
  /** PostgreSQL's address when the server runs on it; otherwise the embedded data folder is used. */
  databaseUrl?: string | undefined;
  pgliteDir: string;
}

export async function backup(target: BackupTarget, file: string): Promise<void> {
  if (target.databaseUrl) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${file}`,
      `--dbname=${target.databaseUrl}`,
    ]);
    return;
  }
  if (!existsSync(target.pgliteDir)) throw new Error(`No embedded database at ${target.pgliteDir}`);
  const db = await PGlite.create(target.pgliteDir);
  try {
    const dump = await db.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

export async function restore(target: BackupTarget, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}`);
  if (target.databaseUrl) {
    // Into an empty database: pg_restore stops at the first error, such as a table that already exists.
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target.databaseUrl}`, file]);
    return;
  }
  if (existsSync(target.pgliteDir) && readdirSync(target.pgliteDir).length > 0)
    throw new Error(
      `${target.pgliteDir} is not empty: restore into a new folder, then point PGLITE_DIR at it`,
    );
  const db = await PGlite.create(target.pgliteDir, { loadDataDir: dumpBlob(file) });
  await db.close();
}
