// Starts Sabai (main.ts loads it): open the database, migrate, seed the demo data, serve, and stop cleanly on SIGTERM.
import type { Config } from './config';
import { openDatabase } from './db/database';
import { seedSnapshotFor } from './db/seed-snapshot';
import { migrateToLatest } from './db/migrate';
import { seed } from './seed/seed';
import { DEMO_CODE_SEC, pairingCodeFor } from './kiosk/kiosk-pair-command';
import { startJobs } from './jobs/start-jobs';
import { buildServer } from './server';

/** The demo's kiosk stands in Yuzen's first branch (apps/api/src/seed). */
const DEMO_KIOSK_BRANCH = 'yuzen-sukhumvit';

/** Serves Sabai with the config main.ts loaded, from `seedSnapshot` on a new PGlite (db/seed-snapshot.ts). */
export async function serve(config: Config, seedSnapshot: string): Promise<void> {
  const started = performance.now();
  const snapshot =
    config.databaseUrl || !config.seed ? undefined : seedSnapshotFor(config.pgliteDir, seedSnapshot);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  const opened = performance.now();
  await migrateToLatest(database.db);
  const migrated = performance.now();
  if (config.seed) await seed(database.db, config.seedHosts);
  const seeded = performance.now();
  const app = await buildServer({ config, database });
  app.log.info(
    {
      openMs: Math.round(opened - started),
      migrateMs: Math.round(migrated - opened),
      seedMs: Math.round(seeded - migrated),
      serverMs: Math.round(performance.now() - seeded),
      fromSnapshot: Boolean(snapshot),
    },
    'database ready',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The workers start once the server takes traffic; a queue that cannot start stops the process, as a database
  // that cannot open does.
  await startJobs(app);
  if (config.kioskDemoCode) {
    // A kiosk pairs with a one-time code; the demo's is printed here (README, Kiosk).
    const demo = await pairingCodeFor(database.db, DEMO_KIOSK_BRANCH, 'Demo kiosk', DEMO_CODE_SEC);
    if (demo.ok) app.log.info(demo.text);
  }
  const [webHost, kioskHost] = config.seedHosts;
  app.log.info(
    {
      web: `http://${webHost}:${config.port}/`,
      kiosk: `http://${webHost}:${config.port}/kiosk`,
      otherBrand: `http://${kioskHost}:${config.port}/`,
    },
    `Sabai is ready on ${database.engine}`,
  );
}
