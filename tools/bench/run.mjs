#!/usr/bin/env node
// Load benchmark of the catalog queries against the built server, with a bare Fastify route measured in
// the same run as the ceiling of this machine. Usage: npm run bench [-- --seconds 5 --connections 10]
// Runs on PGlite by default; set DATABASE_URL to measure on PostgreSQL. The queries go as the web sends them: the
// persisted ids of its Branches and BranchProducts documents (docs/architecture.md, Persisted operations).
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { apiNodeArgs } from '../api-process.mjs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '5' }, connections: { type: 'string', default: '10' } },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);
const port = 3700 + Math.floor(Math.random() * 100);

async function startSabai() {
  const server = spawn(process.execPath, apiNodeArgs, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return server;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  server.kill();
  throw new Error('server did not start (run `npm run build` first)');
}

function run(title, url, body) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        title,
        url,
        connections,
        duration,
        method: body ? 'POST' : 'GET',
        headers: body
          ? { 'content-type': 'application/json', 'accept-language': 'th', host: `localhost:${port}` }
          : {},
        ...(body ? { body: JSON.stringify(body) } : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const persisted = JSON.parse(
  readFileSync(
    new URL('../../libs/graphql/src/generated/client/persisted-documents.json', import.meta.url),
    'utf8',
  ),
);
/** The request body of the web's document named `name`: its persisted id alone. */
function persistedBody(name, variables = {}) {
  const id = Object.keys(persisted).find((key) => persisted[key].startsWith(`query ${name}`));
  if (!id) throw new Error(`no persisted document ${name}`);
  return { variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } };
}

const bare = Fastify();
bare.get('/ping', async () => ({ ok: true }));
await bare.listen({ port: port + 1, host: '127.0.0.1' });
const sabai = await startSabai();

const cases = [
  ['bare Fastify GET /ping', `http://127.0.0.1:${port + 1}/ping`],
  ['GraphQL branches', `http://127.0.0.1:${port}/graphql`, persistedBody('Branches ')],
  [
    'GraphQL products(branch)',
    `http://127.0.0.1:${port}/graphql`,
    persistedBody('BranchProducts(', { branch: 'yuzen-sukhumvit' }),
  ],
];

const rows = [];
try {
  for (const [title, url, body] of cases) {
    const result = await run(title, url, body);
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    rows.push({ title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
  }
} finally {
  sabai.kill('SIGTERM');
  await bare.close();
}

const baseline = rows[0].rps;
console.log(
  `\n${connections} connections, ${duration} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`,
);
console.log('| case | req/s | p50 ms | p99 ms | vs bare Fastify |');
console.log('|---|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(
    `| ${row.title} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${(row.rps / baseline).toFixed(2)} |`,
  );
}

// The catalogue reads' target: at least 0.30 of the bare route measured in the same run.
const CATALOG_TARGET = 0.3;
const short = rows.slice(1).filter((row) => row.rps / baseline < CATALOG_TARGET);
if (short.length > 0) {
  console.error(`\nBelow ${CATALOG_TARGET} of bare Fastify: ${short.map((row) => row.title).join(', ')}`);
  process.exitCode = 1;
}
