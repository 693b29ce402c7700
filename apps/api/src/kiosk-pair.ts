// Operator command: npm run kiosk:pair -- --branch <id> [--name <name>] prints a one-time pairing code for a
// new kiosk of the branch, in the database the server uses (its settings; docs/access.md, Kiosk devices).
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { kioskPairCommand } from './kiosk/kiosk-pair-command';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  const { ok, text } = await kioskPairCommand(database.db, process.argv.slice(2));
  (ok ? process.stdout : process.stderr).write(`${text}\n`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await database.close();
}
