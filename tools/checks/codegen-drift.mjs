// Fails when re-running graphql-codegen would change a committed file: contract and code cannot drift.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const outputs = ['libs/graphql/src/generated', 'apps/api/src/graphql/generated'];

function snapshot() {
  const files = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else files.set(file, readFileSync(file, 'utf8'));
    }
  };
  outputs.forEach(walk);
  return files;
}

const before = snapshot();
const run = spawnSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], { stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
const after = snapshot();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (f) => before.get(f) !== after.get(f),
);
if (changed.length > 0) {
  console.error(
    `Generated code was out of date with libs/graphql/schema/ or the operations; regenerated:\n  ${changed.join('\n  ')}\nCommit these files.`,
  );
  process.exit(1);
}
console.log('Generated GraphQL code matches the contract.');
