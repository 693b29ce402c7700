#!/usr/bin/env node
// `npm run fuzz`: the hostile-input test (apps/api/src/http/hostile-input.test.ts) run long, with a random
// seed that it prints, so a failure can be replayed: FUZZ_SEED=<seed> npm run fuzz. FUZZ_RUNS sets the
// number of cases per operation (default 300); TEST_DATABASE_URL adds PostgreSQL.
import { spawnSync } from 'node:child_process';

const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const runs = process.env.FUZZ_RUNS ?? '300';
console.log(`fuzz: seed ${seed}, ${runs} runs per case (replay with FUZZ_SEED=${seed})`);
const result = spawnSync('npx', ['jest', 'src/http/hostile-input', '--testTimeout=0'], {
  cwd: 'apps/api',
  stdio: 'inherit',
  env: {
    ...process.env,
    FUZZ_SEED: seed,
    FUZZ_RUNS: runs,
    NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning',
  },
});
console.log(`fuzz: seed ${seed}`);
process.exit(result.status ?? 1);
