// Wellness logins never finished are deleted by a housekeeping job once lapsed past their grace; one lapsed
// recently still answers 'expired' to its callback (docs/api.md, Wellness login).
import { sql } from 'kysely';
import { engines, openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { systemClock } from '../core/clock';
import { createFlow, keepIdentity, takeFlow } from '../auth/wellness/wellness-flow.repository';
import type { WellnessDatabase } from '../auth/wellness/wellness.tables';
import type { FeatureDeps } from '../core/feature';
import type { PaymentGateway } from '../payment/gateway';
import { removeStaleWellnessFlows } from './expire-wellness-flows.job';
import { housekeepingFeature } from './housekeeping.feature';
import { JobQueue } from './job-queue';

const BRAND = 'yuzen';

describe.each(engines)('stale wellness logins on %s', (engine) => {
  let database: DatabaseHandle;
  const db = () => database.db.withTables<WellnessDatabase>();
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await sql`delete from wellness_flows`.execute(database.db);
  });

  /** A flow started now, then aged so that it lapsed `lapsedMinutesAgo` minutes back (negative: still live). */
  async function flow(state: string, lapsedMinutesAgo: number, withIdentity = false) {
    const started = { state, brandId: BRAND, codeVerifier: 'v', nonce: 'n', returnPath: '/member' };
    if (withIdentity)
      await keepIdentity(db(), started, {
        issuer: 'sandbox',
        subject: state,
        email: null,
        emailVerified: false,
        phone: null,
        phoneVerified: false,
        firstName: 'Mali',
        lastName: 'Jaidee',
      });
    else await createFlow(db(), started);
    await sql`update wellness_flows set expires_at = now() - ${`${lapsedMinutesAgo} minutes`}::interval
      where state = ${state}`.execute(database.db);
  }
  const states = async () =>
    (await db().selectFrom('wellness_flows').select('state').orderBy('state').execute()).map((r) => r.state);

  it('deletes flows lapsed past the grace, keeps the rest, and a recent lapse still answers expired', async () => {
    await flow('abandoned-at-provider', 120);
    await flow('abandoned-at-confirm', 61, true);
    await flow('lapsed-recently', 5);
    await flow('live', -5);

    expect(await removeStaleWellnessFlows(database.db)).toBe(2);
    expect(await removeStaleWellnessFlows(database.db)).toBe(0);
    expect(await states()).toEqual(['lapsed-recently', 'live']);
    expect(await takeFlow(db(), 'lapsed-recently', BRAND)).toBe('expired');
    expect(await takeFlow(db(), 'live', BRAND)).toMatchObject({ state: 'live', return_path: '/member' });
  });

  it('is a recurring housekeeping job', async () => {
    await flow('abandoned', 120);
    await flow('live', -5);
    // No payment order is pending in this database, so the reconciler never asks the gateway.
    const deps = {
      db: database.db,
      clock: systemClock,
      config: { publicBaseUrl: undefined },
      gatewayFor: () => ({}) as PaymentGateway,
    } as unknown as FeatureDeps;
    const errors: unknown[] = [];
    const queue = await JobQueue.start({
      db: database.db,
      jobs: housekeepingFeature.jobs?.(deps, console as never) ?? [],
      pollSec: 0.5,
      tickMs: 200,
      listen: async () => async () => {},
      onError: (error) => errors.push(error),
    });
    try {
      const deadline = Date.now() + 10_000;
      while ((await states()).includes('abandoned') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await states()).toEqual(['live']);
      expect(errors).toEqual([]);
    } finally {
      await queue.stop();
    }
  });
});
