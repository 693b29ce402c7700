// No overbooking across processes: two servers share one PostgreSQL and sell the last three places to
// sixty concurrent customers. Runs when TEST_DATABASE_URL is set (.ci/run sets it).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { scratchDatabase } from '../support/scratch-database';
import { E2E_PORT } from '../support/server-info';

const adminUrl = process.env['TEST_DATABASE_URL'];
const root = path.resolve(__dirname, '../../..');
const ports = [E2E_PORT + 3, E2E_PORT + 4];

async function healthy(port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((r) => r.ok)
      .catch(() => false))
  ) {
    if (Date.now() > deadline) throw new Error(`server on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

(adminUrl ? describe : describe.skip)('two server processes on one PostgreSQL', () => {
  const servers: ChildProcess[] = [];
  let databaseUrl = '';

  beforeAll(async () => {
    databaseUrl = await scratchDatabase(adminUrl as string, 'sabai_e2e_race');
    for (const port of ports) {
      // Errors piped, not inherited: a process left behind would keep Jest waiting on the worker's pipes.
      const child = spawn(process.execPath, ['apps/api/dist/main.mjs'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
      servers.push(child);
      await healthy(port); // one after the other: the second finds the schema migrated and seeded
    }
  });
  afterAll(async () => {
    await Promise.all(
      servers.map((s) => new Promise((resolve) => (s.once('exit', resolve), s.kill('SIGTERM')))),
    );
  });

  it('holds exactly the free places, whichever process each customer reaches', async () => {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query("update branches set spa_beds = 3 where id = 'yuzen-sukhumvit'");
    const date = new Date(Date.now() + 7 * 3600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
    const prebook = (port: number) =>
      // localhost is the first demo brand's host, which sells at yuzen-sukhumvit.
      fetch(`http://localhost:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation ($input: PrebookInput!) { prebook(input: $input) { is_bookable } }',
          variables: {
            input: {
              guest_count: 1,
              branch_id: 'yuzen-sukhumvit',
              date_time: `${date} 14:00:00`,
              treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]),
            },
          },
        }),
      }).then((r) => r.json() as Promise<{ data?: { prebook: { is_bookable: boolean } } }>);
    try {
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) => prebook(ports[i % 2] as number)),
      );
      expect(results.filter((r) => r.data?.prebook.is_bookable).length).toBe(3);
      const { rows } = await db.query(
        'select max(n)::int as n from (select sum(places) as n from capacity_holds group by resource, minute) t',
      );
      expect(rows[0].n).toBe(3);
    } finally {
      await db.end();
    }
  });
});
