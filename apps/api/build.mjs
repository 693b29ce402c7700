// Bundles the server into one ESM file. Workspace libs are bundled in; npm packages stay external so
// PGlite finds its wasm and data files next to its own module.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...root.dependencies, ...root.devDependencies });

const options = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  loader: { '.graphql': 'text' },
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
};

await build({ ...options, entryPoints: ['src/main.ts'], outfile: 'dist/main.mjs' });
await build({ ...options, entryPoints: ['src/staff-totp-setup.ts'], outfile: 'dist/staff-totp-setup.mjs' });
await build({ ...options, entryPoints: ['src/kiosk-pair.ts'], outfile: 'dist/kiosk-pair.mjs' });
await build({ ...options, entryPoints: ['src/backup.ts'], outfile: 'dist/backup.mjs' });
await build({
  ...options,
  entryPoints: ['src/make-seed-snapshot.ts'],
  outfile: 'dist/make-seed-snapshot.mjs',
  sourcemap: false,
});
execFileSync(process.execPath, ['dist/make-seed-snapshot.mjs', 'dist/pglite-seed.tar'], { stdio: 'inherit' });
