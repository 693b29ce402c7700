// A second server for suites that need other settings than the shared one (say, a short hold).
import { spawn } from 'node:child_process';
import path from 'node:path';

export interface ExtraServer {
  url: (pathname?: string) => string;
  stop: () => Promise<void>;
  /** Its exit code once it has exited. */
  exited: Promise<number | null>;
  /** Sends SIGTERM without waiting (a stop under way). */
  terminate: () => void;
}

export async function startExtraServer(port: number, env: Record<string, string>): Promise<ExtraServer> {
  const root = path.resolve(__dirname, '../../..');
  const child = spawn(process.execPath, ['apps/api/dist/main.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      ...env,
    },
    // Not inherited: a server a failed suite leaves behind would hold the worker's pipes to Jest, which then waits
    // for them to close and never ends the run. Its errors are still shown.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`The extra server did not become healthy on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: (pathname = '/') => `http://localhost:${port}${pathname}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
    exited,
    terminate: () => void child.kill('SIGTERM'),
  };
}
