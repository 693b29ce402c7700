import { toBranchLocal } from '@sabai/booking-rules';
import { sql } from 'kysely';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const PREBOOK = `mutation ($input: PrebookInput!) { prebook(input: $input) { booking_id token is_bookable } }`;
const PREBOOKING = `query ($id: ID!, $token: String!) { prebooking(id: $id, token: $token) {
  id channel booking_no guest_count branch_id brand_id date_time state hold_expires_at request
  guests { no name treatments } contact { name phone email } payment { sub_total discount deposit remain currency method } } }`;
const TRACK = `mutation ($event: String!, $data: String) { track(event: $event, data: $data) { status } }`;

describe.each(oneEngine)('prebooking and track on %s', (engine) => {
  let server: TestServer;
  const date = toBranchLocal(Date.now() + 3 * 86_400_000, 'Asia/Bangkok').date;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('loads a booking by id and token, with amounts from the database', async () => {
    const made = await server.graphql<{ prebook: { booking_id: string; token: string } }>(PREBOOK, {
      input: {
        guest_count: 1,
        branch_id: 'yuzen-sukhumvit',
        date_time: `${date} 15:00:00`,
        treatments: JSON.stringify([{ no: 1, name: 'Ploy', treatments: ['yu-locker-set', 'yu-thai-90'] }]),
        contact_name: 'Ploy S.',
        contact_phone: '0812345678',
        contact_email: 'ploy@example.com',
        payment_method: 'card',
        request: 'Window room, please',
      },
    });
    const { booking_id: id, token } = made.body.data?.prebook ?? { booking_id: '', token: '' };
    const loaded = await server.graphql<{ prebooking: Record<string, unknown> }>(PREBOOKING, { id, token });
    expect(loaded.body.data?.prebooking).toMatchObject({
      id,
      channel: 'isbs',
      booking_no: null,
      guest_count: 1,
      branch_id: 'yuzen-sukhumvit',
      brand_id: 'yuzen',
      date_time: `${date} 15:00:00`,
      state: 'pending',
      request: 'Window room, please',
      guests: [{ no: 1, name: 'Ploy', treatments: ['yu-locker-set', 'yu-thai-90'] }],
      contact: { name: 'Ploy S.', phone: '0812345678', email: 'ploy@example.com' },
      payment: { sub_total: 1000, discount: 0, deposit: 0, remain: 0, currency: 'THB', method: 'card' },
    });
    expect(
      (await server.graphql<{ prebooking: null }>(PREBOOKING, { id, token: 'wrong' })).body.data?.prebooking,
    ).toBeNull();
    const otherBrand = await server.graphql<{ prebooking: null }>(
      PREBOOKING,
      { id, token },
      { host: '127.0.0.1' },
    );
    expect(otherBrand.body.data?.prebooking).toBeNull();
  });

  it('stores analytics events, bounded', async () => {
    const ok = await server.graphql<{ track: { status: boolean } }>(TRACK, {
      event: 'book.step',
      data: JSON.stringify({ step: 'treatment' }),
    });
    expect(ok.body.data?.track.status).toBe(true);
    const rows = await sql<{ event: string }>`select event from track_events`.execute(server.database.db);
    expect(rows.rows.map((r) => r.event)).toContain('book.step');
    const tooBig = await server.graphql(TRACK, { event: 'x', data: JSON.stringify({ s: 'y'.repeat(5000) }) });
    expect(tooBig.body.errors?.[0]?.extensions?.['code']).toBe('request.invalid');
    const badName = await server.graphql(TRACK, { event: '<script>' });
    expect(badName.body.errors?.[0]?.extensions).toMatchObject({ code: 'request.invalid', field: 'event' });
  });
});
