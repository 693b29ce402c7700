import { authCookie, BASIC, DEMO_PASSWORD, GOLD, gql, passwordLogin } from '../../test/auth-client';
import { engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { activePoints } from './member-funds';

const ME = `query { me { wallet { balance is_activated } points { active_points expires_at
  conversion_rates { points value } } } }`;

describe('active points', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
  it('takes debits from the lots active at the time, soonest expiry first, and lets the rest expire', () => {
    const rows = [
      { points: 100, expiresAt: day(10), createdAt: day(0) },
      { points: 300, expiresAt: day(100), createdAt: day(1) },
      { points: -150, expiresAt: null, createdAt: day(5) },
    ];
    expect(activePoints(rows, day(6))).toEqual({ activePoints: 250, expiresAt: day(100) });
    expect(activePoints(rows, day(101))).toEqual({ activePoints: 0, expiresAt: null });
    // A debit after the first lot expired takes only from the second.
    const late = [...rows.slice(0, 2), { points: -50, expiresAt: null, createdAt: day(20) }];
    expect(activePoints(late, day(21))).toEqual({ activePoints: 250, expiresAt: day(100) });
    expect(activePoints(rows.slice(0, 2), day(5))).toEqual({ activePoints: 400, expiresAt: day(10) });
  });
});

describe.each(engines)('member wallet and points on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('shows the Gold member the seeded wallet, points and the brand rates; the Basic member none', async () => {
    const gold = authCookie(await passwordLogin(server, GOLD.phone, DEMO_PASSWORD)).value;
    const { body } = await gql<{ me: { points: { expires_at: string } } }>(server, ME, {}, { cookie: gold });
    expect(body.data?.me).toMatchObject({
      wallet: { balance: 1000, is_activated: true },
      points: {
        active_points: 500,
        conversion_rates: [
          { points: 100, value: 50 },
          { points: 200, value: 100 },
        ],
      },
    });
    const expiry = Date.parse(body.data?.me.points.expires_at ?? '');
    expect(expiry - Date.now()).toBeGreaterThan(360 * 86_400_000);

    const basic = authCookie(await passwordLogin(server, BASIC.phone, DEMO_PASSWORD)).value;
    const other = await gql(server, ME, {}, { cookie: basic });
    expect(other.body.data?.['me']).toMatchObject({
      wallet: { balance: 0, is_activated: false },
      points: { active_points: 0, expires_at: null },
    });
  });
});
