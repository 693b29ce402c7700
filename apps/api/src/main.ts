// Starts Sabai: open the database, migrate, seed the demo data, serve, and stop cleanly on SIGTERM.
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seed } from './seed/seed';
import { buildServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  await migrateToLatest(database.db);
  if (config.seed) await seed(database.db, config.seedHosts);
  const app = await buildServer({ config, database });

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
  const [webHost, kioskHost] = config.seedHosts;
  app.log.info(
    { web: `http://${webHost}:${config.port}/`, kiosk: `http://${webHost}:${config.port}/kiosk`, otherBrand: `http://${kioskHost}:${config.port}/` },
    `Sabai is ready on ${database.engine}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
