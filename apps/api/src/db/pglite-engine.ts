// PGlite's engine is 9 MB of WebAssembly, compiled by V8 on background threads at each start. Begun before the
// server's own modules load (main.ts), that compile runs beside the main thread's work instead of after it
// (docs/decisions.md, "PGlite's engine compiles while the server loads").
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

let compiling: Promise<WebAssembly.Module | undefined> | undefined;

/** Starts compiling the engine; a failure only means PGlite compiles it itself, as it would anyway. */
export function compileEmbeddedEngine(): void {
  compiling ??= Promise.resolve()
    .then(() => readFile(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm')))
    .then((bytes) => WebAssembly.compile(bytes))
    .catch(() => undefined);
}

/** The engine compiled ahead, if that was started and succeeded. */
export function compiledEmbeddedEngine(): Promise<WebAssembly.Module | undefined> {
  return compiling ?? Promise.resolve(undefined);
}
