// The engine compiled ahead is the one PGlite runs (docs/decisions.md, "PGlite's engine compiles while the server
// loads"): without it, the compile at the start would follow the modules' loading instead of overlapping it.
import { jest } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { openDatabase } from './database';
import { compileEmbeddedEngine, compiledEmbeddedEngine } from './pglite-engine';

it('opens the embedded database with the engine compiled ahead', async () => {
  compileEmbeddedEngine();
  const engine = await compiledEmbeddedEngine();
  expect(engine).toBeDefined();
  const create = jest.spyOn(PGlite, 'create');
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    expect(create.mock.calls[0]?.[1]).toMatchObject({ pgliteWasmModule: engine });
    const { rows } = await sql<{ answer: number }>`select 6 * 7 as answer`.execute(database.db);
    expect(rows).toEqual([{ answer: 42 }]);
  } finally {
    await database.close();
    create.mockRestore();
  }
});
