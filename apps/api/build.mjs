// Bundles the server into one ESM file, with its npm packages: Node resolved and read some 900 module files at
// every start, a third of a second of it for graphql-yoga's alone (docs/decisions.md, "The server is one
// bundle"). The packages that load files of their own beside their code stay external: PGlite (its wasm and
// data), the native addons, pino (its transports run in worker threads from their own files) and the calendar's
// time zones.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const ownFiles = [
  '@electric-sql/pglite',
  'sharp',
  '@node-rs/argon2',
  'pino',
  'pg-native',
  // Reads its zone files from beside its code.
  '@touch4it/ical-timezones',
];
// Test and build tools never reach the server's code: external, so that a stray import fails loudly.
const external = [...ownFiles, ...Object.keys(root.devDependencies)];

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: [
    'src/main.ts',
    'src/staff-totp-setup.ts',
    'src/kiosk-pair.ts',
    'src/backup.ts',
    'src/make-seed-snapshot.ts',
  ],
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  // What is loaded only when used (an upload's image tools, the mailer, QR codes) is a chunk of its own: read
  // and compiled then, not at every start.
  splitting: true,
  minifyWhitespace: true,
  minifySyntax: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  sourcesContent: false,
  external,
  loader: { '.graphql': 'text' },
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
execFileSync(process.execPath, ['dist/make-seed-snapshot.mjs', 'dist/pglite-seed.tar'], { stdio: 'inherit' });
