// Operator commands: `npm run backup -- <file>` and `npm run restore -- <file>` with the server's settings
// (DATABASE_URL, or PGLITE_DIR for the embedded database; docs/operations.md, Backups).
import { loadConfig } from './config';
import { backup, restore } from './backup/backup-command';

const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  process.stderr.write('Usage: npm run backup -- <file> | npm run restore -- <file>\n');
  process.exit(2);
}
const config = loadConfig();
const target = { databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir };
try {
  await (command === 'backup' ? backup(target, file) : restore(target, file));
  process.stdout.write(`${command === 'backup' ? 'Backed up to' : 'Restored from'} ${file}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
