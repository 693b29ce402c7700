#!/usr/bin/env node
// Booking load benchmark: orderSummary at 10 and 50 connections, and prebook of distinct slots, on PGlite
// or PostgreSQL (DATABASE_URL; a scratch database `sabai_bench` is created beside it), with the bare
// Fastify route measured in the same run. Usage: node tools/bench/booking.mjs [--seconds 5]
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { spawn } from 'node:child_process';
import { apiNodeArgs } from '../api-process.mjs';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '5' } } });
const duration = Number(values.seconds);
const port = 3800 + Math.floor(Math.random() * 100);
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  PGLITE_DIR: 'memory://',
  LOG_LEVEL: 'warn',
  SWEEP_INTERVAL_SEC: '3600',
};

if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query('drop database if exists sabai_bench with (force)');
  await admin.query('create database sabai_bench');
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = '/sabai_bench';
  env.DATABASE_URL = url.toString();
}

const server = spawn(process.execPath, apiNodeArgs, {
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let i = 0; ; i++) {
  if (i > 400) throw new Error('server did not start (run `npm run build` first)');
  if (
    await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((r) => r.ok)
      .catch(() => false)
  )
    break;
  await new Promise((r) => setTimeout(r, 50));
}

const bangkokDate = (days) =>
  new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
const guests = JSON.stringify([
  {
    no: 1,
    start: { onsen: '14:00', spa: '16:00' },
    treatments: ['yu-locker-set', 'yu-onsen-120', 'yu-aroma-90'],
  },
  { no: 2, treatments: ['yu-locker-set', 'yu-thai-60'] },
]);
const headers = { 'content-type': 'application/json', host: `localhost:${port}` };
const summaryBody = JSON.stringify({
  query:
    'query ($input: OrderSummaryInput!) { orderSummary(input: $input) { sub_total discount grand_total free_atk } }',
  variables: {
    input: { branch_id: 'yuzen-sukhumvit', datetime: `${bangkokDate(2)} 14:00:00`, treatments: guests },
  },
});

// Distinct slots: every request its own day and time, so prebooks do not compete for places.
const slots = [];
for (let day = 2; day < 90; day++)
  for (let minute = 11 * 60; minute <= 19 * 60; minute += 30)
    slots.push(
      `${bangkokDate(day)} ${String((minute / 60) | 0).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`,
    );
let next = 0;
const bookable = new Map();
const prebookQuery = 'mutation ($input: PrebookInput!) { prebook(input: $input) { is_bookable } }';

function run(opts) {
  return new Promise((resolve, reject) =>
    autocannon({ duration, ...opts }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

const bare = Fastify();
bare.get('/ping', async () => ({ ok: true }));
await bare.listen({ port: port + 1, host: '127.0.0.1' });

const rows = [];
try {
  for (const connections of [10, 50]) {
    const ping = await run({ url: `http://127.0.0.1:${port + 1}/ping`, connections });
    rows.push({ title: `bare Fastify GET /ping, ${connections} conn`, r: ping });
    const summary = await run({
      url: `http://127.0.0.1:${port}/graphql`,
      method: 'POST',
      headers,
      body: summaryBody,
      connections,
    });
    rows.push({ title: `orderSummary, ${connections} conn`, r: summary });
    const prebook = await run({
      url: `http://127.0.0.1:${port}/graphql`,
      method: 'POST',
      headers,
      connections,
      requests: [
        {
          setupRequest: (req) => {
            const slot = slots[next++ % slots.length];
            req.body = JSON.stringify({
              query: prebookQuery,
              variables: {
                input: {
                  guest_count: 1,
                  branch_id: 'yuzen-sukhumvit',
                  date_time: slot,
                  treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]),
                },
              },
            });
            req.slot = slot;
            return req;
          },
          onResponse: (status, body) => {
            if (body.includes('"is_bookable":true')) bookable.set('ok', (bookable.get('ok') ?? 0) + 1);
          },
        },
      ],
    });
    rows.push({ title: `prebook distinct slots, ${connections} conn`, r: prebook });
  }
} finally {
  server.kill('SIGTERM');
  await bare.close();
}

console.log(`\n${duration} s per case, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`);
console.log('| case | req/s | p50 ms | p99 ms | errors |');
console.log('|---|---:|---:|---:|---:|');
for (const { title, r } of rows)
  console.log(
    `| ${title} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.non2xx} |`,
  );
console.log(`\nprebooks held: ${bookable.get('ok') ?? 0} over ${slots.length} slots`);
if (env.DATABASE_URL) {
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  const { rows: worst } = await db.query(`select max(used - capacity) as over from (
    select sum(h.places) as used, case h.resource when 'spa' then br.spa_beds else br.onsen_places end as capacity
    from capacity_holds h join bookings b on b.id = h.booking_id join branches br on br.id = h.branch_id
    where b.state in ('pending', 'paid') group by h.branch_id, h.day, h.resource, h.minute, br.spa_beds, br.onsen_places, h.resource) t`);
  await db.end();
  const over = Number(worst[0]?.over ?? 0);
  console.log(over > 0 ? `OVERBOOKED by ${over}` : 'no bucket holds more places than the branch has');
}
