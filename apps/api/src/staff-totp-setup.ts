// Operator command: node apps/api/dist/staff-totp-setup.mjs <e-mail> [code] sets up TOTP for a staff account
// in the database the server uses (its settings; docs/api.md, Staff API).
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { staffTotpSetup } from './staff/staff-totp-setup';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  const { ok, text } = await staffTotpSetup(database.db, process.argv.slice(2));
  (ok ? process.stdout : process.stderr).write(`${text}\n`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await database.close();
}
