// The booking funnel (docs/product-rules.md, Booking funnel): events sent to the customer endpoint as the apps
// send them, counted per visit and channel by the report; a visit counts once per step however often it sends,
// another brand's visits count for nothing, and malformed funnel events are refused with nothing stored.
import { toBranchLocal } from '@sabai/booking-rules';
import { loadConfig } from '../config';
import {
  DEMO_STAFF_PASSWORD,
  staffCookie,
  staffGql,
  staffSignIn,
  YUZEN_ADMIN,
} from '../../test/staff-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const TRACK = `mutation ($event: String!, $data: String) { track(event: $event, data: $data) { status } }`;
const REPORT = `query ($from: Date!, $to: Date!) { funnelReport(from: $from, to: $to) {
  channel steps { step visits } abandoned } }`;

/** Visits and the last step each reached, in order. */
const VISITS: [string, 'web' | 'kiosk', number][] = [
  ['visit-web-0001', 'web', 6], // paid
  ['visit-web-0002', 'web', 4], // reached the checkout, left
  ['visit-web-0003', 'web', 2], // chose a branch
  ['visit-web-0004', 'web', 1], // looked
  ['visit-kiosk-001', 'kiosk', 6],
  ['visit-kiosk-002', 'kiosk', 5], // started paying, did not finish
];
const STEPS = ['view', 'branch', 'treatments', 'checkout', 'payment', 'paid'];

describe.each(oneEngine)('the booking funnel on %s', (engine) => {
  let server: TestServer;
  let admin = '';
  const today = toBranchLocal(Date.now(), 'Asia/Bangkok').date;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy,
    });
    admin = staffCookie(
      await staffSignIn(server, { email: YUZEN_ADMIN, password: DEMO_STAFF_PASSWORD }, { ip: '198.18.9.1' }),
    ).value;
  });
  afterAll(() => server.close());

  const send = (step: string, visit: string, channel: string, host?: string) =>
    server.graphql<{ track: { status: boolean } }>(
      TRACK,
      { event: `funnel.${step}`, data: JSON.stringify({ visit, channel }) },
      host ? { host } : {},
    );

  it('counts each visit once per step it reached, per channel, and the checkouts left unpaid', async () => {
    for (const [visit, channel, reached] of VISITS)
      for (const step of STEPS.slice(0, reached))
        expect((await send(step, visit, channel)).body.data?.track.status).toBe(true);
    // A reload sends a step again; another brand's visit is not Yuzen's.
    await send('view', 'visit-web-0001', 'web');
    await send('view', 'visit-other-01', 'web', '127.0.0.1');
    const { body } = await staffGql<{
      funnelReport: { channel: string; steps: { step: string; visits: number }[]; abandoned: number }[];
    }>(server, REPORT, { from: today, to: today }, { staff: admin });
    expect(body.errors).toBeUndefined();
    const expected = (channel: string) =>
      STEPS.map((step, i) => ({
        step,
        visits: VISITS.filter(([, c, reached]) => c === channel && reached > i).length,
      }));
    expect(body.data!.funnelReport).toEqual([
      { channel: 'kiosk', steps: expected('kiosk'), abandoned: 1 },
      { channel: 'web', steps: expected('web'), abandoned: 1 },
    ]);
  });

  it.each([
    [
      'an unknown step',
      { event: 'funnel.refund', data: JSON.stringify({ visit: 'visit-web-0009', channel: 'web' }) },
    ],
    ['no visit', { event: 'funnel.view', data: JSON.stringify({ channel: 'web' }) }],
    [
      'a channel that is not an app',
      { event: 'funnel.view', data: JSON.stringify({ visit: 'visit-web-0009', channel: 'staff' }) },
    ],
    ['no data', { event: 'funnel.view' }],
  ])('refuses a funnel event with %s and stores nothing', async (_label, variables) => {
    const count = async () =>
      Number(
        (
          await server.database.db
            .selectFrom('track_events')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const { body } = await server.graphql(TRACK, variables);
    expect(body.errors?.[0]?.extensions?.['code']).toBe('request.invalid');
    expect(await count()).toBe(before);
  });
});
