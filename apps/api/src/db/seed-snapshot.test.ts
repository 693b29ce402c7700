// The starting dump holds what a start needs and no more (docs/decisions.md, "Start from a seeded dump"): one
// database, WAL segments of 1 MB and few of them, and every row written before it.
import { sql } from 'kysely';
import { openDatabase } from './database';
import { startingDump } from './seed-snapshot';

/** The files of an uncompressed tar: each 512-byte header names one and gives its size in octal. */
function tarFiles(tar: Uint8Array): { name: string; size: number }[] {
  const files: { name: string; size: number }[] = [];
  const text = (from: number, length: number) =>
    new TextDecoder().decode(tar.subarray(from, from + length)).replace(/\0.*$/s, '');
  for (let at = 0; at + 512 <= tar.length;) {
    const name = text(at, 100);
    if (name === '') break;
    const size = parseInt(text(at + 124, 12).trim() || '0', 8);
    const type = text(at + 156, 1);
    if (type === '0' || type === '') files.push({ name: name.replace(/^\//, ''), size });
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

it('holds one database, a few small WAL segments and the rows written before it', async () => {
  const database = await openDatabase({ pgliteDir: 'memory://', forDump: true });
  // About 4 MB of WAL: several segments are filled and left behind before the dump.
  await sql`create table filler (id int primary key, text text)`.execute(database.db);
  await sql`insert into filler select n, repeat('x', 1000) from generate_series(1, 3000) n`.execute(
    database.db,
  );
  const dump = await startingDump(database.pglite!);
  await database.close();

  const files = tarFiles(dump);
  const wal = files.filter((file) => /^pg_wal\/[0-9A-F]{24}$/.test(file.name));
  // The segment in use, and at most the two that PostgreSQL's smallest max_wal_size keeps ready.
  expect(wal.length).toBeGreaterThanOrEqual(1);
  expect(wal.length).toBeLessThanOrEqual(3);
  for (const segment of wal) expect(segment.size).toBe(1024 * 1024);
  const databases = new Set(files.map((file) => /^base\/(\d+)\//.exec(file.name)?.[1]).filter(Boolean));
  expect(databases.size).toBe(1);

  const again = await openDatabase({ pgliteDir: 'memory://', loadDataDir: new Blob([new Uint8Array(dump)]) });
  try {
    const { rows } = await sql<{ count: string }>`select count(*) from filler`.execute(again.db);
    expect(Number(rows[0]?.count)).toBe(3000);
  } finally {
    await again.close();
  }
});
