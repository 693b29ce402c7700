// The group requests inbox at /admin/graphql (docs/product-rules.md, Group requests): the list keeps to the
// brand and the branches the account reaches, status moves and notes write their audit row in the same
// transaction, a booked request is not moved by hand, and refusals leave the database as it was.
import { sql } from 'kysely';
import { aPaidBooking, dayAhead } from '../../test/desk-bookings';
import {
  createStaff,
  DEMO_STAFF_PASSWORD,
  staffCookie,
  staffGql,
  staffSignIn,
  SUKHUMVIT_DESK,
  YUZEN_ADMIN,
} from '../../test/staff-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const FIELDS = `id status guest_count contact_name date time booking_no branch { id brand_name }
  notes { by text }`;
const LIST = `query ($status: GroupRequestStatus, $branch: ID, $order: GroupRequestOrder, $descending: Boolean,
  $page: Int, $size: Int) {
  groupRequests(status: $status, branch_id: $branch, order: $order, descending: $descending, page: $page,
    page_size: $size) { total items { ${FIELDS} } } }`;
const ONE = `query ($id: ID!) { groupRequest(id: $id) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $status: GroupRequestStatus!, $note: String) {
  updateGroupRequest(id: $id, status: $status, note: $note) { ${FIELDS} } }`;
const DIRECT_REQUEST = `mutation ($input: DirectRequestInput!) { directRequest(input: $input) { id } }`;

type Page = {
  groupRequests: { total: number; items: { id: string; contact_name: string; status: string }[] };
};

describe.each(oneEngine)('group requests at the desk on %s', (engine) => {
  let server: TestServer;
  let desk = '';
  let admin = '';
  let otherBrandAdmin = '';
  let ip = 0;
  const date = dayAhead(6);
  const db = () => server.database.db;

  const aRequest = async (over: Record<string, unknown> = {}) => {
    const id = crypto.randomUUID();
    await db()
      .insertInto('direct_requests')
      .values({
        id,
        brand_id: 'yuzen',
        branch_id: 'yuzen-sukhumvit',
        date,
        time: '14:00',
        guest_count: 12,
        contact_name: 'Somchai',
        contact_phone: '0812345678',
        contact_email: 'somchai@example.com',
        message: 'A company outing.',
        locale: 'en',
        ...over,
      })
      .execute();
    return id;
  };
  const snapshot = async () => ({
    requests: await db().selectFrom('direct_requests').selectAll().orderBy('id').execute(),
    notes: await db().selectFrom('direct_request_notes').selectAll().orderBy('id').execute(),
    audit: await db().selectFrom('audit_log').select(['id']).orderBy('id').execute(),
  });
  const as = (cookie: string) => ({ staff: cookie, ip: `198.18.11.${++ip % 250}` });

  beforeAll(async () => {
    server = await startTestServer(engine);
    const signIn = async (email: string) =>
      staffCookie(
        await staffSignIn(server, { email, password: DEMO_STAFF_PASSWORD }, { ip: `198.18.10.${++ip}` }),
      ).value;
    desk = await signIn(SUKHUMVIT_DESK);
    admin = await signIn(YUZEN_ADMIN);
    const other = await createStaff(
      server,
      { role: 'brand_admin', brand_id: 'baansabai' },
      DEMO_STAFF_PASSWORD,
    );
    otherBrandAdmin = await signIn(other.email);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await sql`delete from direct_request_notes`.execute(db());
    await sql`delete from direct_requests`.execute(db());
  });

  it('lists the request a customer sent, to the staff whose grants reach its branch', async () => {
    const sent = await server.graphql<{ directRequest: { id: string } }>(DIRECT_REQUEST, {
      input: {
        branch_id: 'yuzen-sukhumvit',
        date,
        time: '14:00',
        guest_count: 14,
        contact_name: 'Niran',
        contact_phone: '081-234-5678',
        contact_email: 'niran@example.com',
        message: 'Team day',
      },
    });
    expect(sent.body.errors).toBeUndefined();
    const ratchada = await aRequest({ branch_id: 'yuzen-ratchada', contact_name: 'Ratchada guest' });
    await aRequest({ brand_id: 'baansabai', branch_id: 'baansabai-silom', contact_name: 'Other brand' });

    const byDesk = await staffGql<Page>(server, LIST, {}, as(desk));
    expect(byDesk.body.errors).toBeUndefined();
    expect(byDesk.body.data?.groupRequests).toEqual({
      total: 1,
      items: [
        {
          id: sent.body.data?.directRequest.id,
          status: 'new',
          guest_count: 14,
          contact_name: 'Niran',
          date,
          time: '14:00:00',
          booking_no: null,
          branch: { id: 'yuzen-sukhumvit', brand_name: 'Yuzen Onsen & Spa' },
          notes: [],
        },
      ],
    });
    const byAdmin = await staffGql<Page>(server, LIST, {}, as(admin));
    expect(byAdmin.body.data?.groupRequests.items.map((r) => r.contact_name).sort()).toEqual([
      'Niran',
      'Ratchada guest',
    ]);
    // Another brand's admin, on this brand's site, reaches none of it.
    const byOther = await staffGql<Page>(server, LIST, {}, as(otherBrandAdmin));
    expect(byOther.body.data?.groupRequests).toEqual({ total: 0, items: [] });

    // Out of reach reads as no request at all; another branch asked for by name is refused.
    expect((await staffGql(server, ONE, { id: ratchada }, as(desk))).code).toBe('request.notFound');
    expect((await staffGql(server, LIST, { branch: 'yuzen-ratchada' }, as(desk))).code).toBe(
      'login.notAuthorized',
    );
    expect((await staffGql(server, ONE, { id: 'not-an-id' }, as(admin))).code).toBe('request.notFound');
  });

  it('filters by status and branch, sorts, and pages with the total over all pages', async () => {
    for (let n = 0; n < 5; n++)
      await aRequest({
        contact_name: `Guest ${n}`,
        guest_count: 10 + n,
        status: n === 4 ? 'contacted' : 'new',
      });
    await aRequest({ branch_id: 'yuzen-ratchada', contact_name: 'Ratchada' });
    const page = async (variables: Record<string, unknown>) =>
      (await staffGql<Page>(server, LIST, variables, as(admin))).body.data!.groupRequests;
    const first = await page({ status: 'new', branch: 'yuzen-sukhumvit', order: 'guests', size: 2 });
    expect(first.total).toBe(4);
    expect(first.items.map((r) => r.contact_name)).toEqual(['Guest 3', 'Guest 2']);
    const last = await page({ status: 'new', branch: 'yuzen-sukhumvit', order: 'guests', size: 2, page: 2 });
    expect(last.items.map((r) => r.contact_name)).toEqual(['Guest 1', 'Guest 0']);
    const byName = await page({ order: 'contact', descending: false, size: 3 });
    expect(byName.total).toBe(6);
    expect(byName.items.map((r) => r.contact_name)).toEqual(['Guest 0', 'Guest 1', 'Guest 2']);
    expect((await page({ status: 'contacted' })).items.map((r) => r.contact_name)).toEqual(['Guest 4']);
    expect((await staffGql(server, LIST, { size: 1000 }, as(admin))).code).toBe('request.invalid');
  });

  it('moves the status and adds a note in one transaction with its audit row', async () => {
    const id = await aRequest();
    const contacted = await staffGql<{ updateGroupRequest: Record<string, unknown> }>(
      server,
      UPDATE,
      { id, status: 'contacted', note: '  Called back, sending a quote.  ' },
      as(desk),
    );
    expect(contacted.body.errors).toBeUndefined();
    expect(contacted.body.data?.updateGroupRequest).toMatchObject({
      status: 'contacted',
      notes: [{ by: 'Malee (Yuzen Sukhumvit desk)', text: 'Called back, sending a quote.' }],
    });
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_id', '=', id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        staff_id: '7b2e1d63-4a1f-4d66-8e2f-1b7a7e3c2003',
        ip: '127.0.0.1',
        action: 'request_contacted',
        subject_type: 'group_request',
        brand_id: 'yuzen',
        branch_id: 'yuzen-sukhumvit',
        before: { status: 'new' },
        after: { status: 'contacted', note: 'Called back, sending a quote.' },
      }),
    ]);
    // A note alone keeps the status; declined and back to new are moves of their own.
    const noted = await staffGql(server, UPDATE, { id, status: 'contacted', note: 'No answer' }, as(admin));
    expect(noted.body.errors).toBeUndefined();
    await staffGql(server, UPDATE, { id, status: 'declined' }, as(admin));
    const reopened = await staffGql<{ updateGroupRequest: { status: string; notes: unknown[] } }>(
      server,
      UPDATE,
      { id, status: 'new' },
      as(admin),
    );
    expect(reopened.body.data?.updateGroupRequest).toMatchObject({ status: 'new' });
    expect(reopened.body.data?.updateGroupRequest.notes).toHaveLength(2);
    const actions = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'request_contacted',
      'request_note',
      'request_declined',
      'request_new',
    ]);
    // The same status and no note changes nothing and writes nothing.
    const before = await snapshot();
    expect((await staffGql(server, UPDATE, { id, status: 'new' }, as(admin))).body.errors).toBeUndefined();
    expect(await snapshot()).toEqual(before);
  });

  it('refuses booked, a booked request, a bad note and staff out of reach, changing nothing', async () => {
    const open = await aRequest();
    const ratchada = await aRequest({ branch_id: 'yuzen-ratchada' });
    const booking = await aPaidBooking(server.database, { date, time: '15:00' });
    const booked = await aRequest({ status: 'booked', booking_id: booking.id });
    const before = await snapshot();

    const askBooked = await staffGql(server, UPDATE, { id: open, status: 'booked' }, as(admin));
    expect(askBooked.code).toBe('request.invalid');
    expect(askBooked.body.errors?.[0]?.extensions).toMatchObject({ field: 'status' });
    expect((await staffGql(server, UPDATE, { id: booked, status: 'contacted' }, as(admin))).code).toBe(
      'request.transitionRefused',
    );
    const shown = await staffGql<{ groupRequest: { booking_no: string | null } }>(
      server,
      ONE,
      { id: booked },
      as(admin),
    );
    expect(shown.body.data?.groupRequest.booking_no).toMatch(/^YU/);
    const long = await staffGql(
      server,
      UPDATE,
      { id: open, status: 'contacted', note: 'x'.repeat(1001) },
      as(admin),
    );
    expect(long.code).toBe('request.invalid');
    expect(long.body.errors?.[0]?.extensions).toMatchObject({ field: 'note' });
    const blank = await staffGql(server, UPDATE, { id: open, status: 'contacted', note: '   ' }, as(admin));
    expect(blank.code).toBe('request.invalid');
    expect((await staffGql(server, UPDATE, { id: ratchada, status: 'declined' }, as(desk))).code).toBe(
      'request.notFound',
    );
    expect((await staffGql(server, UPDATE, { id: open, status: 'declined' }, as(otherBrandAdmin))).code).toBe(
      'request.notFound',
    );
    expect((await staffGql(server, UPDATE, { id: open, status: 'declined' })).code).toBe(
      'login.unauthenticated',
    );
    expect(await snapshot()).toEqual(before);
  });
});
