#!/usr/bin/env node
// Load benchmark of the catalogue reads against the built server, with a bare Fastify route measured in the same
// run as the ceiling of this machine. Usage: node tools/bench/catalog.mjs [--seconds 5 --connections 10]
// Runs on PGlite by default; with DATABASE_URL, on a scratch PostgreSQL database `sabai_bench_catalog` beside it.
// The queries go as the web sends them: the persisted ids of its Branches and BranchProducts documents
// (docs/architecture.md, Persisted operations). `npm run bench` runs it in its table.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { randomPort, scratchDatabase, startApi } from './api-server.mjs';
import { TARGETS } from './targets.mjs';

function load(title, url, { connections, duration, body, host }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        title,
        url,
        connections,
        duration,
        method: body ? 'POST' : 'GET',
        headers: body ? { 'content-type': 'application/json', 'accept-language': 'th', host } : {},
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

/** Each case's rate, latency and share of the bare route. `databaseUrl`: PostgreSQL, else PGlite. */
export async function catalogBench({ seconds = 5, connections = 10, databaseUrl } = {}) {
  const port = randomPort(3700);
  const env = databaseUrl ? { DATABASE_URL: await scratchDatabase(databaseUrl, 'sabai_bench_catalog') } : {};
  const bare = Fastify();
  bare.get('/ping', async () => ({ ok: true }));
  await bare.listen({ port: port + 1, host: '127.0.0.1' });
  const sabai = await startApi(port, env);
  const graphql = `http://127.0.0.1:${port}/graphql`;
  const cases = [
    ['bare Fastify GET /ping', `http://127.0.0.1:${port + 1}/ping`],
    ['GraphQL branches', graphql, persistedBody('Branches ')],
    ['GraphQL products(branch)', graphql, persistedBody('BranchProducts(', { branch: 'yuzen-sukhumvit' })],
  ];
  const rows = [];
  try {
    for (const [title, url, body] of cases) {
      // A second unmeasured first: the figure is the warm server's, not the JIT compiler's first steps.
      await load(title, url, { connections, duration: 1, body, host: `localhost:${port}` });
      const result = await load(title, url, {
        connections,
        duration: seconds,
        body,
        host: `localhost:${port}`,
      });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      rows.push({ title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    }
  } finally {
    sabai.stop();
    await bare.close();
  }
  const baseline = rows[0].rps;
  return rows.map((row) => ({ ...row, ratio: row.rps / baseline }));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { seconds: { type: 'string', default: '5' }, connections: { type: 'string', default: '10' } },
  });
  const rows = await catalogBench({
    seconds: Number(values.seconds),
    connections: Number(values.connections),
    databaseUrl: process.env.DATABASE_URL,
  });
  console.log(
    `\n${values.connections} connections, ${values.seconds} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`,
  );
  console.log('| case | req/s | p50 ms | p99 ms | vs bare Fastify |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows)
    console.log(
      `| ${row.title} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${row.ratio.toFixed(2)} |`,
    );
  const short = rows.slice(1).filter((row) => row.ratio < TARGETS.catalogRatio);
  if (short.length > 0) {
    console.error(
      `\nBelow ${TARGETS.catalogRatio} of bare Fastify: ${short.map((row) => row.title).join(', ')}`,
    );
    process.exitCode = 1;
  }
}
