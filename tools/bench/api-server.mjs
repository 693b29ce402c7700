// The built server as the benchmarks run it: spawned as `npm start` runs it (tools/api-process.mjs), on an
// in-memory PGlite with the demo data unless the environment names a database, and waited for until healthy.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { apiNodeArgs } from '../api-process.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Starts the server on `port`; answers it with the milliseconds it took to become healthy. */
export async function startApi(port, env = {}, timeoutMs = 30_000) {
  const started = performance.now();
  const child = spawn(process.execPath, apiNodeArgs, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      // No sweeps in the middle of a measurement.
      SWEEP_INTERVAL_SEC: '3600',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return { child, stop, startMs: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  stop();
  throw new Error(`the server did not become healthy on port ${port} (run \`npm run build\` first)`);
}

/** A new, empty database `name` beside the one `adminUrl` names; answers its address. */
export async function scratchDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A free-looking port in a range of its own per benchmark. */
export const randomPort = (base) => base + Math.floor(Math.random() * 90);

export function median(numbers) {
  const sorted = numbers.filter((n) => typeof n === 'number' && Number.isFinite(n)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
