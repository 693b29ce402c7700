import { toBranchLocal } from '@sabai/booking-rules';
import { sql } from 'kysely';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const DIRECT_REQUEST = `mutation ($input: DirectRequestInput!) { directRequest(input: $input) { id status } }`;
const ACCEPT_LEGAL = `mutation ($input: AcceptLegalInput!) { acceptLegal(input: $input) { status } }`;
const PREBOOK = `mutation ($input: PrebookInput!) { prebook(input: $input) { booking_id token } }`;

/** A day some days ahead in Bangkok. */
const dayAhead = (days: number) => toBranchLocal(Date.now() + days * 86_400_000, 'Asia/Bangkok').date;

describe.each(oneEngine)('direct requests and legal consent on %s', (engine) => {
  let server: TestServer;
  const date = dayAhead(5);
  const request = (over: Record<string, unknown> = {}) => ({
    branch_id: 'yuzen-sukhumvit',
    date,
    time: '14:00',
    guest_count: 12,
    contact_name: 'Somchai Jaidee',
    contact_phone: '081-234-5678',
    contact_email: 'somchai@example.com',
    message: 'A company outing; two guests need a vegetarian lunch.',
    ...over,
  });
  const directRequest = (over: Record<string, unknown> = {}, host?: string) =>
    server.graphql<{ directRequest: { id: string; status: boolean } }>(
      DIRECT_REQUEST,
      { input: request(over) },
      host ? { host } : {},
    );
  const acceptLegal = (input: Record<string, unknown>) =>
    server.graphql<{ acceptLegal: { status: boolean } }>(ACCEPT_LEGAL, { input });
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await sql`delete from legal_consents`.execute(db());
    await sql`delete from direct_requests`.execute(db());
    await sql`delete from outbox`.execute(db());
    await sql`update brands set staff_email = 'reservations@yuzen.example' where id = 'yuzen'`.execute(db());
  });

  it('stores the request and e-mails every detail to the brand staff in the same transaction', async () => {
    const { status, body } = await directRequest();
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.directRequest.status).toBe(true);
    const rows = await db().selectFrom('direct_requests').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        id: body.data?.directRequest.id,
        brand_id: 'yuzen',
        branch_id: 'yuzen-sukhumvit',
        date,
        time: '14:00',
        guest_count: 12,
        contact_name: 'Somchai Jaidee',
        contact_phone: '0812345678',
        contact_email: 'somchai@example.com',
        message: 'A company outing; two guests need a vegetarian lunch.',
        locale: 'en',
      }),
    ]);
    const mail = await db().selectFrom('outbox').selectAll().execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      channel: 'email',
      recipient: 'reservations@yuzen.example',
    });
    expect(mail[0]?.subject).toBe(
      `Large-group request: 12 guests, Yuzen Onsen & Spa Sukhumvit 39, ${date} 14:00`,
    );
    for (const detail of [
      body.data?.directRequest.id ?? '',
      'yuzen-sukhumvit',
      `Date: ${date}`,
      'Time: 14:00',
      'Guests: 12',
      'Somchai Jaidee',
      '0812345678',
      'somchai@example.com',
      'vegetarian lunch',
    ]) {
      expect(mail[0]?.body).toContain(detail);
    }
  });

  it('takes a request without a time or message, and stores it unsent when the brand has no staff address', async () => {
    await sql`update brands set staff_email = null where id = 'yuzen'`.execute(db());
    const { body } = await directRequest({ time: null, message: undefined });
    expect(body.data?.directRequest.status).toBe(true);
    const row = await db().selectFrom('direct_requests').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ time: null, message: null });
    expect(await db().selectFrom('outbox').selectAll().execute()).toHaveLength(0);
  });

  it.each([
    ['contact_phone', { contact_phone: '12345' }],
    ['contact_email', { contact_email: 'not-an-email' }],
    ['guest_count', { guest_count: 6 }],
    ['guest_count', { guest_count: 201 }],
    ['date', { date: '2026-02-30' }],
    ['date', { date: dayAhead(-2) }],
    ['time', { time: '25:00' }],
    ['contact_name', { contact_name: '  ' }],
    ['message', { message: 'x'.repeat(2001) }],
  ])('refuses a bad %s, naming it, and stores nothing', async (field, over) => {
    const { status, body } = await directRequest(over);
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'request.invalid', field });
    expect(body.errors?.[0]?.message).toBe(`Please check ${field}`);
    expect(await db().selectFrom('direct_requests').selectAll().execute()).toHaveLength(0);
    expect(await db().selectFrom('outbox').selectAll().execute()).toHaveLength(0);
  });

  it('refuses a branch of another brand as not found', async () => {
    // 127.0.0.1 is Baan Sabai's host in the tests; yuzen-sukhumvit belongs to Yuzen.
    const { body } = await directRequest({}, '127.0.0.1');
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'branch.notFound' });
    expect(body.errors?.[0]?.message).toBe('Branch not found: yuzen-sukhumvit');
    const own = await directRequest({ branch_id: 'baansabai-silom' }, '127.0.0.1');
    expect(own.body.data?.directRequest.status).toBe(true);
    const mail = await db().selectFrom('outbox').select('recipient').execute();
    expect(mail).toEqual([{ recipient: 'reservations@baansabai.example' }]);
  });

  it('records an accepted legal rule with its version, contact, address and browser', async () => {
    const { body } = await acceptLegal({
      rule: 'privacy',
      version: '2025-01',
      contact_email: 'somchai@example.com',
      contact_phone: '+66 81 234 5678',
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.acceptLegal.status).toBe(true);
    const rows = await db().selectFrom('legal_consents').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        brand_id: 'yuzen',
        rule: 'privacy',
        // The brand's current version (the built-in one here), not the one the page claimed it showed.
        version: '2026-11',
        contact_email: 'somchai@example.com',
        contact_phone: '0812345678',
        booking_id: null,
        ip: '127.0.0.1',
      }),
    ]);
    expect(rows[0]?.accepted_at).toBeInstanceOf(Date);
  });

  it('keeps at most 300 characters of the user agent', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: 'localhost', 'content-type': 'application/json', 'user-agent': 'M'.repeat(1000) },
      payload: JSON.stringify({
        query: ACCEPT_LEGAL,
        variables: { input: { rule: 'cookies', version: '3' } },
      }),
    });
    expect(response.json()).toEqual({ data: { acceptLegal: { status: true } } });
    const row = await db().selectFrom('legal_consents').selectAll().executeTakeFirstOrThrow();
    expect(row.user_agent).toBe('M'.repeat(300));
  });

  it('links a consent to a booking of the brand, and refuses an unknown booking', async () => {
    const prebook = await server.graphql<{ prebook: { booking_id: string; token: string } }>(PREBOOK, {
      input: {
        guest_count: 1,
        branch_id: 'yuzen-sukhumvit',
        date_time: `${date} 14:00:00`,
        treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]),
      },
    });
    const bookingId = prebook.body.data?.prebook.booking_id;
    expect(bookingId).toBeTruthy();
    const token = prebook.body.data?.prebook.token;
    const linked = await acceptLegal({
      rule: 'terms',
      version: '1',
      booking_id: bookingId,
      booking_token: token,
    });
    expect(linked.body.data?.acceptLegal.status).toBe(true);
    // The id alone names nothing: only the booking's holder may tie a consent to it.
    for (const booking_token of [undefined, 'not-the-token']) {
      const stranger = await acceptLegal({
        rule: 'terms',
        version: '1',
        booking_id: bookingId,
        booking_token,
      });
      expect(stranger.body.errors?.[0]?.extensions).toMatchObject({ code: 'booking.notFound' });
    }
    const unknown = await acceptLegal({
      rule: 'terms',
      version: '1',
      booking_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({ code: 'booking.notFound' });
    const rows = await db().selectFrom('legal_consents').select(['rule', 'booking_id']).execute();
    expect(rows).toEqual([{ rule: 'terms', booking_id: bookingId }]);
  });

  it.each([
    ['rule', { rule: 'marketing', version: '1' }],
    ['rule', { rule: '', version: '1' }],
    ['version', { rule: 'terms', version: 'v'.repeat(21) }],
    ['contact_email', { rule: 'terms', version: '1', contact_email: 'nope' }],
    ['contact_phone', { rule: 'terms', version: '1', contact_phone: '12' }],
    ['booking_id', { rule: 'terms', version: '1', booking_id: 'not-a-uuid' }],
  ])('refuses a bad %s in a consent, naming it', async (field, input) => {
    const { body } = await acceptLegal(input);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'request.invalid', field });
    expect(await db().selectFrom('legal_consents').selectAll().execute()).toHaveLength(0);
  });
});
