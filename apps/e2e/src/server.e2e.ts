import { spawn } from 'node:child_process';
import path from 'node:path';
import { E2E_PORT } from '../support/server-info';

describe('the server process', () => {
  it('logs JSON lines and stops cleanly on SIGTERM', async () => {
    const port = E2E_PORT + 1;
    const server = spawn(process.execPath, ['apps/api/dist/main.mjs'], {
      cwd: path.resolve(__dirname, '../../..'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PGLITE_DIR: 'memory://',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    // As long as the other suites' servers get: a start can take 15 s while the other worker starts one too.
    const deadline = Date.now() + 30_000;
    while (
      !(await fetch(`http://127.0.0.1:${port}/healthz`)
        .then((r) => r.ok)
        .catch(() => false))
    ) {
      if (Date.now() > deadline) throw new Error(`server did not start: ${errors}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    server.kill('SIGTERM');
    const stoppedBy = Date.now() + 5_000;
    expect(await exited).toBe(0);
    expect(Date.now()).toBeLessThan(stoppedBy);
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; level: number });
    expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['database ready', 'shutting down']));
  });
});
