#!/usr/bin/env node
// `npm run bench` (after a build): every speed figure Sabai aims at, measured on this machine and printed as one
// table with each figure's target and its ratio to it (1.00 or more meets it); exits 1 when one falls short.
// PostgreSQL figures use scratch databases beside BENCH_DATABASE_URL (else TEST_DATABASE_URL); without either
// they are not measured. Usage: npm run bench [-- --seconds 5 --skip lighthouse,postgres]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { bookingBench } from './booking.mjs';
import { catalogBench } from './catalog.mjs';
import { medianStartMs } from './start-time.mjs';
import { wireKb } from './wire.mjs';
import { LIGHTHOUSE_PATHS, TARGETS, TREATMENT_PATH } from './targets.mjs';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '5' }, skip: { type: 'string', default: '' } },
});
const seconds = Number(values.seconds);
const skip = new Set(values.skip.split(',').filter(Boolean));
const postgres = skip.has('postgres')
  ? undefined
  : (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL);

/** One figure of the table: `higher` when more is better. */
const figures = [];
const figure = (name, measured, target, unit, higher, note = '') =>
  figures.push({ name, measured, target, unit, higher, note });
const progress = (text) => console.error(`… ${text}`);

progress('start time');
figure(
  'start: healthy on a new PGlite with the demo data',
  await medianStartMs(3),
  TARGETS.startMs,
  'ms',
  false,
);

const engines = [['PGlite', undefined], ...(postgres ? [['PostgreSQL', postgres]] : [])];
for (const [engine, databaseUrl] of engines) {
  progress(`catalogue reads on ${engine}`);
  const rows = await catalogBench({ seconds, connections: 10, databaseUrl });
  for (const row of rows.slice(1))
    figure(
      `${row.title.replace('GraphQL ', '')}, ${engine}, 10 conn (share of bare Fastify)`,
      row.ratio,
      TARGETS.catalogRatio,
      '',
      true,
      `${Math.round(row.rps)} of ${Math.round(rows[0].rps)} req/s`,
    );
}
if (!postgres) figure('catalogue reads, PostgreSQL', null, TARGETS.catalogRatio, '', true, 'no PostgreSQL');

for (const [engine, databaseUrl] of engines) {
  const processes = databaseUrl ? 2 : 1;
  progress(`booking on ${engine}, ${processes} process(es)`);
  const { rows, over } = await bookingBench({ seconds, databaseUrl, processes });
  const prebook = rows.find((row) => row.title.startsWith('prebook') && row.connections === 50);
  const summary = rows.find((row) => row.title.startsWith('orderSummary') && row.connections === 50);
  const overNote = over === null ? '' : over > 0 ? `OVERBOOKED by ${over}` : 'no overbooking';
  figure(
    `prebook, ${engine}, ${processes} process(es), 50 conn`,
    prebook.rps,
    databaseUrl ? TARGETS.prebookPostgres : TARGETS.prebookPglite,
    'req/s',
    true,
    [`${prebook.errors} errors`, overNote].filter(Boolean).join(', '),
  );
  figure(`orderSummary p99, ${engine}, 50 conn`, summary.p99, TARGETS.orderSummaryP99, 'ms', false);
  if (over > 0) figure(`overbooked places, ${engine}`, over, 0, '', false);
}
if (!postgres)
  figure('prebook, PostgreSQL, 2 processes', null, TARGETS.prebookPostgres, 'req/s', true, 'no PostgreSQL');

progress('JavaScript on the wire');
const wire = await wireKb(Object.keys(TARGETS.wireKb));
for (const [path, kb] of Object.entries(wire))
  figure(`JavaScript on the wire, ${path}`, kb, TARGETS.wireKb[path], 'KB', false);

if (!skip.has('lighthouse')) {
  progress('Lighthouse (a few minutes)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sabai-bench-'));
  const out = path.join(dir, 'lighthouse.json');
  const paths = LIGHTHOUSE_PATHS.join(',');
  execFileSync(
    process.execPath,
    [
      fileURLToPath(new URL('./lighthouse.mjs', import.meta.url)),
      '--paths',
      paths,
      '--no-fail',
      '--json',
      out,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const { rows } = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(dir, { recursive: true, force: true });
  const label = (row) => (row.path.startsWith(TREATMENT_PATH.split('?')[0]) ? '/book/treatment' : row.path);
  for (const row of rows) {
    const name = label(row);
    if (row.errors.length)
      figure(`Lighthouse ${name}`, null, null, '', true, `error ${row.errors.join(', ')}`);
    const lh = TARGETS.lighthouse;
    figure(`Lighthouse performance, ${name}`, row.performance, lh.performance, '', true);
    figure(`Lighthouse accessibility, ${name}`, row.accessibility, lh.accessibility, '', true);
    figure(`Lighthouse LCP, ${name}`, row.lcp, lh.lcp, 'ms', false);
    figure(`Lighthouse TBT, ${name}`, row.tbt, lh.tbt, 'ms', false);
    figure(`Lighthouse CLS, ${name}`, row.cls, lh.cls, '', false);
  }
}

const show = (n, unit) =>
  n == null
    ? '–'
    : `${unit === '' && n < 10 ? n.toFixed(2) : Math.round(n * 10) / 10}${unit ? ` ${unit}` : ''}`;
/** 1.00 or more meets the target, whichever way the figure goes. */
const ratio = ({ measured, target, higher }) => {
  if (measured == null || target == null) return null;
  if (higher) return measured / target;
  return measured === 0 ? (target === 0 ? 1 : Infinity) : target / measured;
};
/** Far over a target says no more than "met". */
const showRatio = (r) => (r === null ? '–' : r > 10 ? '> 10' : r.toFixed(2));
console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${seconds} s per load case\n`,
);
console.log('| figure | measured | target | ratio | |');
console.log('|---|---:|---:|---:|---|');
let short = 0;
let unmeasured = 0;
for (const row of figures) {
  const r = ratio(row);
  const met = r !== null && r >= 1;
  if (r !== null && !met) short++;
  if (r === null) unmeasured++;
  const mark = r === null ? 'not measured' : met ? 'met' : 'SHORT';
  const target = row.target == null ? '–' : `${row.higher ? '≥' : '≤'} ${show(row.target, row.unit)}`;
  console.log(
    `| ${row.name} | ${show(row.measured, row.unit)} | ${target} | ${showRatio(r)} | ${[mark, row.note].filter(Boolean).join('; ')} |`,
  );
}
const measured = figures.length - unmeasured;
console.log(
  `\n${measured - short} of ${measured} measured figures meet their targets; ${unmeasured} not measured`,
);
if (short > 0) process.exitCode = 1;
