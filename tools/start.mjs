#!/usr/bin/env node
// `npm start`: build what is missing or stale (Nx caches unchanged projects), then run the server on the
// embedded database with the demo data. Settings come from the environment (see README).
import { spawnSync, spawn } from 'node:child_process';
import { apiNodeArgs } from './api-process.mjs';

const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' };
if (process.env.SKIP_BUILD !== 'true') {
  const build = spawnSync(
    'npx',
    [
      'nx',
      'run-many',
      '-t',
      'build',
      '--projects=@sabai/api,@sabai/web,@sabai/kiosk,@sabai/admin',
      '--output-style=static',
    ],
    {
      stdio: 'inherit',
      env,
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, apiNodeArgs, {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
