#!/usr/bin/env node
// `npm test`: every check Sabai keeps, in order of cost. Stops at the first failure.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', FORCE_COLOR: '0' };
const steps = [
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['contract (codegen is committed)', 'node', ['tools/checks/codegen-drift.mjs']],
  ['catalogs (extracted, compiled, translated)', 'node', ['tools/checks/catalogs.mjs']],
  ['docs references', 'node', ['tools/checks/docs-references.mjs']],
  ['nx sync', 'npx', ['nx', 'sync:check']],
  [
    'lint, typecheck, unit and integration tests, build',
    'npx',
    ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', 'build', '--parallel=2', '--output-style=static'],
  ],
  ['budgets', 'node', ['tools/checks/budgets.mjs']],
  ['end-to-end (Chromium)', 'npx', ['nx', 'run', '@sabai/e2e:e2e', '--output-style=static']],
];

const only = process.argv[2];
const begun = Date.now();
for (const [name, command, args] of steps) {
  if (only && !name.startsWith(only)) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
// The whole run's time, for comparing CI runs against their 20-minute limit.
console.log(`\n✔ npm test in ${((Date.now() - begun) / 1000).toFixed(0)}s`);
