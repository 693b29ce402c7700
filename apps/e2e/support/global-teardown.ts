import { readFileSync, rmSync } from 'node:fs';
import { E2E_WORKERS, pidFile, workerPort } from './server-info';

export default async function globalTeardown(): Promise<void> {
  for (let worker = 1; worker <= E2E_WORKERS; worker++) {
    const file = pidFile(workerPort(worker));
    try {
      process.kill(Number(readFileSync(file, 'utf8')), 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(file, { force: true });
  }
}
