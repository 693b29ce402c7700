#!/usr/bin/env node
// Booking load benchmark: orderSummary and prebook of distinct slots at 10 and 50 connections, on PGlite or on
// PostgreSQL (DATABASE_URL; a scratch database `sabai_bench` is made beside it) with one or more server processes
// on the same database, each loaded by connections of its own. On PostgreSQL it then checks that no bucket holds
// more places than the branch has. Usage: node tools/bench/booking.mjs [--seconds 5 --processes 2]
// `npm run bench` runs it in its table.
import autocannon from 'autocannon';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { randomPort, scratchDatabase, startApi } from './api-server.mjs';

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
const summaryBody = JSON.stringify({
  query:
    'query ($input: OrderSummaryInput!) { orderSummary(input: $input) { sub_total discount grand_total free_atk } }',
  variables: {
    input: { branch_id: 'yuzen-sukhumvit', datetime: `${bangkokDate(2)} 14:00:00`, treatments: guests },
  },
});
const prebookQuery = 'mutation ($input: PrebookInput!) { prebook(input: $input) { is_bookable } }';

/**
 * Every half-hour slot of 88 days from 10:00 to 21:30, taken in turn: room for some 13,000 one-hour massages at
 * the branch's 12 beds, so prebooks at these rates find their places free and do not compete for them.
 */
function slotSource() {
  const slots = [];
  for (let day = 2; day < 90; day++)
    for (let minute = 10 * 60; minute <= 21 * 60 + 30; minute += 30)
      slots.push(
        `${bangkokDate(day)} ${String((minute / 60) | 0).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`,
      );
  let next = 0;
  return () => slots[next++ % slots.length];
}

function load(opts) {
  return new Promise((resolve, reject) =>
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/** Loads every process at once, `connections` spread over them; one figure for all. */
async function loadAll(ports, connections, duration, request) {
  const results = await Promise.all(
    ports.map((port) =>
      load({
        url: `http://127.0.0.1:${port}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', host: `localhost:${port}` },
        connections: Math.max(1, Math.round(connections / ports.length)),
        duration,
        ...request,
      }),
    ),
  );
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}

/** The most places any bucket holds beyond the branch's, on PostgreSQL. */
async function overbooked(url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query(`select max(used - capacity) as over from (
      select sum(h.places) as used, case h.resource when 'spa' then br.spa_beds else br.onsen_places end as capacity
      from capacity_holds h join bookings b on b.id = h.booking_id join branches br on br.id = h.branch_id
      where b.state in ('pending', 'paid') group by h.branch_id, h.day, h.resource, h.minute, br.spa_beds,
      br.onsen_places, h.resource) t`);
    return Math.max(0, Number(rows[0]?.over ?? 0));
  } finally {
    await db.end();
  }
}

/**
 * Rows of orderSummary and prebook at 10 and 50 connections. `databaseUrl`: PostgreSQL (`processes` servers on
 * it), else PGlite (one process: the embedded database belongs to its process).
 */
export async function bookingBench({ seconds = 5, databaseUrl, processes = 1 } = {}) {
  const base = randomPort(3800);
  const env = databaseUrl ? { DATABASE_URL: await scratchDatabase(databaseUrl, 'sabai_bench') } : {};
  const count = databaseUrl ? processes : 1;
  const servers = [];
  // One after another: the first migrates and seeds the scratch database.
  for (let i = 0; i < count; i++) servers.push(await startApi(base + i * 2, env));
  const ports = servers.map((_, i) => base + i * 2);
  const nextSlot = slotSource();
  let held = 0;
  let refused = 0;
  const rows = [];
  try {
    const prebookRequests = {
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              query: prebookQuery,
              variables: {
                input: {
                  guest_count: 1,
                  branch_id: 'yuzen-sukhumvit',
                  date_time: nextSlot(),
                  treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]),
                },
              },
            }),
          }),
          onResponse: (status, body) => {
            // An answer with errors (no is_bookable) is neither held nor refused for want of places.
            if (body.includes('"is_bookable":true')) held++;
            else if (body.includes('"is_bookable":false')) refused++;
          },
        },
      ],
    };
    // Two seconds of each unmeasured first: the figures are the warm server's, not the JIT compiler's first
    // steps (nor the pool's first connections).
    await loadAll(ports, 10, 2, { body: summaryBody });
    await loadAll(ports, 10, 2, prebookRequests);
    for (const connections of [10, 50]) {
      const summary = await loadAll(ports, connections, seconds, { body: summaryBody });
      rows.push({ title: `orderSummary, ${connections} conn`, connections, ...summary });
      const prebook = await loadAll(ports, connections, seconds, prebookRequests);
      rows.push({ title: `prebook distinct slots, ${connections} conn`, connections, ...prebook });
    }
  } finally {
    for (const server of servers) server.stop();
  }
  return {
    rows,
    held,
    refused,
    processes: count,
    over: env.DATABASE_URL ? await overbooked(env.DATABASE_URL) : null,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { seconds: { type: 'string', default: '5' }, processes: { type: 'string', default: '1' } },
  });
  const { rows, held, refused, processes, over } = await bookingBench({
    seconds: Number(values.seconds),
    databaseUrl: process.env.DATABASE_URL,
    processes: Number(values.processes),
  });
  const engine = process.env.DATABASE_URL ? `PostgreSQL, ${processes} process(es)` : 'PGlite';
  console.log(`\n${values.seconds} s per case, ${engine}\n`);
  console.log('| case | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows)
    console.log(`| ${row.title} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${row.errors} |`);
  console.log(`\nprebooks held: ${held}, refused for want of places: ${refused}`);
  if (over !== null)
    console.log(over > 0 ? `OVERBOOKED by ${over}` : 'no bucket holds more places than the branch has');
}
