import { authCookie, BASIC, DEMO_PASSWORD, GOLD, gql, passwordLogin } from '../../test/auth-client';
import { engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { lapsedLots, soonestExpiry } from './member-funds';

const ME = `query { me { wallet { balance is_activated } points { active_points expires_at
  conversion_rates { points value } } } }`;

describe('lapsed lots and the soonest expiry', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
  it('takes debits from the lots active at the time, soonest expiry first, and lets the rest lapse', () => {
    const rows = [
      { points: 100, expiresAt: day(10), createdAt: day(0) },
      { points: 300, expiresAt: day(100), createdAt: day(1) },
      { points: -150, expiresAt: null, createdAt: day(5) },
    ];
    expect(lapsedLots(rows, day(6))).toEqual([]);
    expect(soonestExpiry(rows, day(6))).toEqual(day(100));
    // The first lot was used up by the debit; 250 of the second lapse with it.
    expect(lapsedLots(rows, day(101))).toEqual([
      { lotId: undefined, points: 0, expiresAt: day(10) },
      { lotId: undefined, points: 250, expiresAt: day(100) },
    ]);
    expect(soonestExpiry(rows, day(101))).toBeNull();
    // A debit after the first lot lapsed takes only from the second: all of the first lapses.
    const late = [...rows.slice(0, 2), { points: -50, expiresAt: null, createdAt: day(20) }];
    expect(lapsedLots(late, day(21))).toEqual([{ lotId: undefined, points: 100, expiresAt: day(10) }]);
    expect(soonestExpiry(late, day(21))).toEqual(day(100));
    expect(soonestExpiry(rows.slice(0, 2), day(5))).toEqual(day(10));
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
