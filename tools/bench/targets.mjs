// What Sabai aims at on a 2-core machine (README, Benchmark): `npm run bench` compares each figure with these.
export const TARGETS = {
  /** KB (1,024 bytes) of JavaScript a route downloads, as Chromium receives it. */
  wireKb: { '/': 110, '/book': 130, '/kiosk': 130, '/admin/login': 180 },
  /** Lighthouse 12 mobile medians on each customer path. */
  lighthouse: { performance: 95, accessibility: 100, lcp: 1800, tbt: 100, cls: 0.02 },
  /** The catalogue reads' share of a bare Fastify route's rate, measured in the same run. */
  catalogRatio: 0.3,
  /** prebook requests per second: PGlite (one process), PostgreSQL (two processes). */
  prebookPglite: 400,
  prebookPostgres: 1000,
  /** orderSummary p99 at 50 connections, ms. */
  orderSummaryP99: 25,
  /** Healthy after a start on a new PGlite with the demo data, ms. */
  startMs: 1500,
};

// The treatments step, reached as a link from another site opens it: /book/ext with a complete choice.
export const TREATMENT_PATH = '/book/ext?branch={branch}&date={date}&time=11:00&guests=2';
/** The customer paths Lighthouse checks. */
export const LIGHTHOUSE_PATHS = ['/', '/book', TREATMENT_PATH, '/member/login', '/kiosk'];
