// A graceful stop under load (docs/architecture.md, Background jobs; docs/operations.md): a real server process on
// PostgreSQL delivers 200 queued e-mails to a slow SMTP server and answers a stream of requests when it receives
// SIGTERM. Every request it took is answered in full without a server error (later ones find the port closed or
// are reset unread, as a reverse proxy would see and retry elsewhere), it exits 0, and a second process started on
// the same database delivers the rest: every message arrives exactly once. PostgreSQL only (TEST_DATABASE_URL, as in .ci/run).
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { startExtraServer } from '../support/extra-server';
import { scratchDatabase } from '../support/scratch-database';
import { E2E_PORT } from '../support/server-info';

const MESSAGES = 200;
const port = E2E_PORT + 3;
const base = `http://127.0.0.1:${port}`;
const adminUrl = process.env['TEST_DATABASE_URL'];
const onPostgres = adminUrl ? describe : describe.skip;

const start = (databaseUrl: string, smtpUrl: string) =>
  startExtraServer(port, { DATABASE_URL: databaseUrl, SMTP_URL: smtpUrl, JOB_POLL_SEC: '0.5' });

/** An SMTP server that takes 10 ms per message and counts each Message-ID it accepts. */
async function slowSmtp(): Promise<{ url: string; seen: Map<string, number>; close(): Promise<void> }> {
  const seen = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const id = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? 'none';
        seen.set(id, (seen.get(id) ?? 0) + 1);
        setTimeout(() => callback(), 10);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port: smtpPort } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${smtpPort}`,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Requests one after another until the port closes; answers their statuses and any failure but a refusal. */
async function load(stopAt: Promise<unknown>): Promise<{ statuses: number[]; failures: string[] }> {
  const statuses: number[] = [];
  const failures: string[] = [];
  let closed = false;
  void stopAt.then(() => (closed = true));
  const client = async () => {
    while (!closed) {
      try {
        const response = await fetch(`${base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', host: 'localhost', connection: 'close' },
          body: JSON.stringify({ query: '{ branches { id name } }' }),
        });
        await response.text();
        statuses.push(response.status);
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code;
        // Not taken: the port is closed, or the connection still waited in the kernel's queue when the listener
        // closed (a reverse proxy retries both on another process). Anything else (UND_ERR_SOCKET: a connection
        // closed mid-answer) is a request lost.
        if (code === 'ECONNREFUSED' || code === 'ECONNRESET') return;
        failures.push(String(code ?? error));
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, client));
  return { statuses, failures };
}

onPostgres('a graceful stop under load', () => {
  it('answers every request it took and loses no message', async () => {
    const databaseUrl = await scratchDatabase(adminUrl as string, 'sabai_e2e_sigterm');
    const smtp = await slowSmtp();
    const db = new pg.Client({ connectionString: databaseUrl });
    try {
      const first = await start(databaseUrl, smtp.url);
      await db.connect();
      await db.query(
        `insert into outbox (channel, recipient, subject, body)
         select 'email', 'guest' || n || '@example.com', 'Message ' || n, 'Body ' || n
         from generate_series(1, ${MESSAGES}) as n`,
      );
      const traffic = load(first.exited);
      // Mid-run: some messages sent, others waiting or in the worker's hands.
      for (let waited = 0; smtp.seen.size < 20 && waited < 20_000; waited += 50)
        await new Promise((r) => setTimeout(r, 50));
      first.terminate();
      expect(await first.exited).toBe(0);
      const { statuses, failures } = await traffic;
      expect(failures).toEqual([]);
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      const sentByFirst = smtp.seen.size;
      expect(sentByFirst).toBeLessThan(MESSAGES);

      const second = await start(databaseUrl, smtp.url);
      for (let waited = 0; smtp.seen.size < MESSAGES && waited < 60_000; waited += 100)
        await new Promise((r) => setTimeout(r, 100));
      second.terminate();
      expect(await second.exited).toBe(0);
      expect(smtp.seen.size).toBe(MESSAGES);
      expect([...smtp.seen.values()].filter((count) => count !== 1)).toEqual([]);
      const rows = await db.query<{ state: string; n: string }>(
        'select state, count(*) as n from outbox group by state',
      );
      expect(rows.rows).toEqual([{ state: 'sent', n: String(MESSAGES) }]);
    } finally {
      await db.end().catch(() => undefined);
      await smtp.close();
    }
  });
});
