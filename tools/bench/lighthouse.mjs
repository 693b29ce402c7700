#!/usr/bin/env node
// Lighthouse (mobile form factor, default simulated throttling) on the customer paths, served by the built server
// on an in-memory PGlite, in Debian's Chromium (never a downloaded browser). Each path runs --runs times in a fresh
// browser; the table gives the medians. Exits 1 when a median falls short of a target (TARGETS), unless --no-fail;
// --json <file> also writes the rows (`npm run bench` puts them in its table); --reports <folder> keeps each run's
// whole Lighthouse result (open it in the Lighthouse viewer to see what the LCP waited for).
// Usage: npm run bench:lighthouse [-- --paths /,/book --runs 3 --no-fail --json out.json --reports lh/]
// In --paths, {branch} is the first branch id and {date} the Bangkok date 7 days ahead (YYYY-MM-DD).
// CHROMIUM_PATH overrides /usr/bin/chromium; needs `npm run build` first.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { median, randomPort, startApi } from './api-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { LIGHTHOUSE_PATHS, TARGETS as BENCH_TARGETS } from './targets.mjs';

// chrome-launcher is a declared dependency of lighthouse: load the copy lighthouse itself resolves.
const lighthouseRequire = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const { launch } = await import(pathToFileURL(lighthouseRequire.resolve('chrome-launcher')).href);

const TARGETS = BENCH_TARGETS.lighthouse;
// Trace errors that Chromium now and then produces on a sound page: such a run is done again.
const FLAKY_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_FCP', 'NO_LCP', 'PROTOCOL_TIMEOUT']);
const RETRIES = 2;

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const { values } = parseArgs({
  options: {
    paths: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'no-fail': { type: 'boolean', default: false },
    json: { type: 'string' },
    reports: { type: 'string' },
    // Host name the pages are opened on; it picks the brand (SEED_HOSTS: localhost, 127.0.0.1).
    host: { type: 'string', default: 'localhost' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a positive integer, got "${values.runs}"`);
const pathTemplates = values.paths
  ? values.paths
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
  : LIGHTHOUSE_PATHS;

const root = fileURLToPath(new URL('../../', import.meta.url));
const chromePath = CHROMIUM_PATH;
const missing = [
  ['apps/api/dist/main.mjs', 'the built server'],
  ['dist/apps/web/index.html', 'the built web app'],
].filter(([file]) => !existsSync(`${root}${file}`));
if (missing.length) {
  for (const [file, what] of missing) console.error(`Missing ${file} (${what}).`);
  console.error('Run `npm run build` first.');
  process.exit(2);
}
if (!existsSync(chromePath)) {
  console.error(
    `No Chromium at ${chromePath}: install Debian's (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(2);
}

let lighthouseVersion = '';
const port = randomPort(3900);
const origin = `http://${values.host}:${port}`;

// The Host header picks the brand, and fetch() ignores one set by hand: ask with node:http.
function firstBranchId() {
  const body = JSON.stringify({ query: '{ branches { id } }' });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json', host: `${values.host}:${port}` },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          const id = JSON.parse(text)?.data?.branches?.[0]?.id;
          if (id) resolve(id);
          else reject(new Error(`no branch from /graphql: ${text.slice(0, 300)}`));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const bangkokDate = (days) =>
  new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function audit(url) {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { lhr, artifacts } = result;
    if (values.reports) {
      mkdirSync(values.reports, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      writeFileSync(`${values.reports}/${name}`, JSON.stringify(lhr));
    }
    const score = (id) =>
      lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
    const value = (id) => lhr.audits[id]?.numericValue ?? null;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    // The encodings the server chose for the scripts, read from the DevTools log of the run.
    const encodings = new Set();
    for (const event of artifacts?.DevtoolsLog ?? []) {
      if (event.method !== 'Network.responseReceived' || event.params.type !== 'Script') continue;
      const headers = event.params.response.headers ?? {};
      const key = Object.keys(headers).find((h) => h.toLowerCase() === 'content-encoding');
      encodings.add(key ? headers[key] : 'identity');
    }
    lighthouseVersion = lhr.lighthouseVersion;
    return {
      error: lhr.runtimeError ? `${lhr.runtimeError.code}` : null,
      finalUrl: lhr.finalDisplayedUrl,
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      jsBytes: scripts.length ? scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) : null,
      jsFiles: scripts.length,
      encodings: [...encodings],
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      failedA11y: Object.values(lhr.audits)
        .filter(
          (a) => lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === a.id) && a.score === 0,
        )
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

const { child: server, stop } = await startApi(port);
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

const rows = [];
try {
  const needsBranch = pathTemplates.some((p) => p.includes('{branch}'));
  const branch = needsBranch ? await firstBranchId() : '';
  const date = bangkokDate(7);
  const paths = pathTemplates.map((p) => p.replaceAll('{branch}', branch).replaceAll('{date}', date));
  for (const path of paths) {
    const results = [];
    for (let i = 1; i <= runs; i++) {
      let r;
      for (let attempt = 1; ; attempt++) {
        if (server.exitCode !== null || server.signalCode !== null)
          throw new Error(`the server stopped (${server.exitCode ?? server.signalCode}) before ${path}`);
        r = await audit(`${origin}${path}`);
        console.error(
          `${path} run ${i}/${runs}: ${r.error ? `error ${r.error}` : `performance ${r.performance}, accessibility ${r.accessibility}`}` +
            ` (benchmarkIndex ${r.benchmarkIndex == null ? '?' : Math.round(r.benchmarkIndex)})`,
        );
        if (!r.error || !FLAKY_ERRORS.has(r.error) || attempt > RETRIES) break;
        console.error(`${path} run ${i}/${runs}: retrying`);
      }
      results.push(r);
    }
    const errors = [...new Set(results.map((r) => r.error).filter(Boolean))];
    rows.push({
      path,
      errors,
      performance: median(results.map((r) => r.performance)),
      accessibility: median(results.map((r) => r.accessibility)),
      lcp: median(results.map((r) => r.lcp)),
      tbt: median(results.map((r) => r.tbt)),
      cls: median(results.map((r) => r.cls)),
      jsBytes: median(results.map((r) => r.jsBytes)),
      jsFiles: median(results.map((r) => r.jsFiles)),
      encodings: [...new Set(results.flatMap((r) => r.encodings))],
      failedA11y: [...new Set(results.flatMap((r) => r.failedA11y))],
    });
  }
} finally {
  stop();
}

const fmt = (n, digits = 0) => (n == null ? '–' : n.toFixed(digits));
const failing = (row) =>
  row.errors.length > 0 ||
  !(row.performance >= TARGETS.performance) ||
  !(row.accessibility >= TARGETS.accessibility) ||
  !(row.lcp <= TARGETS.lcp) ||
  !(row.tbt <= TARGETS.tbt) ||
  !(row.cls <= TARGETS.cls);

console.log(
  `\nLighthouse ${lighthouseVersion} mobile, simulated throttling, median of ${runs} run(s), ${origin}\n`,
);
console.log(
  '| path | performance | accessibility | LCP ms | TBT ms | CLS | JS transferred KiB (files, encoding) | |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---|');
for (const row of rows) {
  const js =
    row.jsBytes == null ? '–' : `${fmt(row.jsBytes / 1024, 1)} (${row.jsFiles}, ${row.encodings.join('/')})`;
  const note = row.errors.length
    ? `error: ${row.errors.join(', ')}`
    : failing(row)
      ? 'below threshold'
      : 'ok';
  console.log(
    `| \`${row.path}\` | ${fmt(row.performance)} | ${fmt(row.accessibility)} | ${fmt(row.lcp)} | ${fmt(row.tbt)} | ${fmt(row.cls, 3)} | ${js} | ${note} |`,
  );
}
for (const row of rows.filter((r) => r.failedA11y.length))
  console.log(`\n\`${row.path}\` failing accessibility audits: ${row.failedA11y.join(', ')}`);

if (values.json) writeFileSync(values.json, JSON.stringify({ lighthouseVersion, runs, rows }, null, 2));
const failed = rows.filter(failing);
if (failed.length) {
  console.log(
    `\n${failed.length} path(s) short of performance ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, ` +
      `LCP ${TARGETS.lcp} ms, TBT ${TARGETS.tbt} ms or CLS ${TARGETS.cls}, or in error` +
      (values['no-fail'] ? ' (--no-fail: exit 0)' : ''),
  );
  if (!values['no-fail']) process.exitCode = 1;
}
