// Crash safety: the server is killed with SIGKILL at random moments of a prebook -> pay -> confirm loop,
// on a PGlite data folder and (when TEST_DATABASE_URL is set, as in .ci/run) on PostgreSQL; every booking
// the customer saw confirmed must still be confirmed after the restart, and the server must come back
// healthy.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scratchDatabase } from '../support/scratch-database';
import { E2E_PORT } from '../support/server-info';
import { gql as gqlOn } from '../support/api-steps';

const port = E2E_PORT + 2;
const base = `http://localhost:${port}`;
const root = path.resolve(__dirname, '../../..');
const gql = <T>(query: string, variables: Record<string, unknown>) => gqlOn<T>(query, variables, base);

/** The database the server keeps its data in, the same after every restart. */
type Store = { PGLITE_DIR: string } | { DATABASE_URL: string };

function start(store: Store): ChildProcess {
  return spawn(process.execPath, ['apps/api/dist/main.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...store,
      LOG_LEVEL: 'warn',
      PUBLIC_BASE_URL: base,
    },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
}

async function healthy(): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (
    !(await fetch(`${base}/healthz`)
      .then((r) => r.ok)
      .catch(() => false))
  ) {
    if (Date.now() > deadline) throw new Error('server did not come back');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const bangkokDate = (days: number) =>
  new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function bookAndPay(i: number): Promise<{ id: string; token: string; no: string }> {
  const { prebook } = await gql<{ prebook: { booking_id: string; token: string } }>(
    'mutation ($input: PrebookInput!) { prebook(input: $input) { booking_id token } }',
    {
      input: {
        guest_count: 1,
        branch_id: 'yuzen-sukhumvit',
        date_time: `${bangkokDate(2 + (i % 20))} ${10 + (i % 10)}:00:00`,
        treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]),
      },
    },
  );
  const { kpaymentOrder } = await gql<{ kpaymentOrder: { redirect_url: string } }>(
    'mutation ($input: KPaymentOrderInput!) { kpaymentOrder(input: $input) { redirect_url } }',
    {
      input: {
        id: prebook.booking_id,
        token: prebook.token,
        payment_method: 'card',
        sub_total: 750,
        discount: 0,
        tier_discount: 0,
        grand_total: 750,
      },
    },
  );
  await fetch(`${kpaymentOrder.redirect_url}/pay`, { method: 'POST', redirect: 'manual' });
  const { kpaymentResult } = await gql<{ kpaymentResult: { status: string; booking_no: string | null } }>(
    'query ($id: ID!, $token: String!) { kpaymentResult(booking_id: $id, token: $token) { status booking_no } }',
    { id: prebook.booking_id, token: prebook.token },
  );
  if (kpaymentResult.status !== 'paid' || !kpaymentResult.booking_no)
    throw new Error(`not paid: ${kpaymentResult.status}`);
  return { id: prebook.booking_id, token: prebook.token, no: kpaymentResult.booking_no };
}

const adminUrl = process.env['TEST_DATABASE_URL'];
const engines: [string, () => Promise<{ store: Store; dispose: () => void }>][] = [
  [
    'a PGlite data folder',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sabai-crash-'));
      return {
        store: { PGLITE_DIR: dataDir },
        dispose: () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  ],
];
if (adminUrl)
  engines.push([
    'PostgreSQL',
    async () => ({
      store: { DATABASE_URL: await scratchDatabase(adminUrl, 'sabai_e2e_crash') },
      dispose: () => undefined,
    }),
  ]);

describe.each(engines)('crash safety on %s', (_, open) => {
  it('loses no confirmed booking when killed with SIGKILL at random points', async () => {
    const { store, dispose } = await open();
    const confirmed: { id: string; token: string; no: string }[] = [];
    let server = start(store);
    try {
      await healthy();
      for (let round = 0; round < 4; round++) {
        // Work for a while; the kill lands somewhere inside a prebook, a payment or a confirmation.
        const killAt = Date.now() + 300 + Math.random() * 700;
        for (let i = round * 100; Date.now() < killAt; i++) {
          const done = await bookAndPay(i).catch(() => undefined);
          if (done) confirmed.push(done);
        }
        server.kill('SIGKILL');
        await new Promise((r) => server.once('exit', r));
        server = start(store);
        await healthy();
      }
      expect(confirmed.length).toBeGreaterThan(0);
      for (const booking of confirmed) {
        const { prebooking } = await gql<{ prebooking: { state: string; booking_no: string } | null }>(
          'query ($id: ID!, $token: String!) { prebooking(id: $id, token: $token) { state booking_no } }',
          { id: booking.id, token: booking.token },
        );
        expect(prebooking).toEqual({ state: 'paid', booking_no: booking.no });
      }
      expect(new Set(confirmed.map((b) => b.no)).size).toBe(confirmed.length);
    } finally {
      server.kill('SIGKILL');
      dispose();
    }
  });
});
