// Starts Sabai (serve.ts). On the embedded database, PGlite's engine starts compiling first: V8 compiles it on
// background threads while this thread loads the server's modules (docs/decisions.md, "PGlite's engine
// compiles while the server loads").
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { compileEmbeddedEngine } from './db/pglite-engine';

// Written by the build next to this bundle (apps/api/build.mjs).
const SEED_SNAPSHOT = fileURLToPath(new URL('./pglite-seed.tar', import.meta.url));

Promise.resolve()
  .then(async () => {
    const config = loadConfig();
    if (!config.databaseUrl) compileEmbeddedEngine();
    const { serve } = await import('./serve');
    await serve(config, SEED_SNAPSHOT);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
