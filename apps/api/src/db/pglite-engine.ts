// PGlite's engine is 9 MB of WebAssembly, compiled by V8 on background threads at each start. Begun before the
// server's own modules load (main.ts), that compile runs beside the main thread's work instead of after it
// (docs/decisions.md, "PGlite's engine compiles while the server loads").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

let compiling: Promise<WebAssembly.Module | undefined> | undefined;

/** Starts compiling the engine; a failure only means PGlite compiles it itself, as it would anyway. */
export function compileEmbeddedEngine(): void {
  // Read at once (a few ms): read asynchronously, the file came in 512 KB pieces, each waiting for a turn of an
  // event loop that the modules' loading keeps busy, and the compile began only when PGlite was opened.
  compiling ??= Promise.resolve()
    .then(() =>
      WebAssembly.compile(
        readFileSync(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm')),
      ),
    )
    .catch(() => undefined);
}

/** The engine compiled ahead, if that was started and succeeded. */
export function compiledEmbeddedEngine(): Promise<WebAssembly.Module | undefined> {
  return compiling ?? Promise.resolve(undefined);
}
