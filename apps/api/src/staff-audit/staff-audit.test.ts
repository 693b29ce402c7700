// The audit log screen's query at /admin/graphql (docs/access.md, How the server guards): rows kept to the
// account's reach and the request's brand in SQL, every filter, paging, and no operation that can change a
// row (the table's trigger refuses, and no code asks it to).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { aPaidBooking, dayAhead } from '../../test/desk-bookings';
import {
  createStaff,
  DEMO_STAFF_PASSWORD,
  OWNER,
  seedStaff,
  staffCookie,
  staffGql,
  staffSignIn,
  SUKHUMVIT_DESK,
  YUZEN_ADMIN,
} from '../../test/staff-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const LOG = `query ($filter: AuditFilter, $page: Int, $size: Int) {
  auditLog(filter: $filter, page: $page, page_size: $size) {
    total items { at staff_name ip action subject_type subject_id booking_no branch_id branch_name before after } } }`;

interface Entry {
  at: string;
  staff_name: string | null;
  action: string;
  subject_id: string;
  booking_no: string | null;
  branch_id: string | null;
  before: string | null;
  after: string | null;
}
type Log = { auditLog: { total: number; items: Entry[] } };

const [owner, kanya, malee] = seedStaff;

describe.each(oneEngine)('the audit log at /admin/graphql on %s', (engine) => {
  let server: TestServer;
  const cookies: Record<'desk' | 'admin' | 'owner' | 'other', string> = {
    desk: '',
    admin: '',
    owner: '',
    other: '',
  };
  let bookingId = '';
  let bookingNo = '';
  let ip = 0;

  const log = async (
    who: keyof typeof cookies,
    filter: Record<string, unknown> = {},
    page = 1,
    size = 50,
  ) => {
    const answer = await staffGql<Log>(server, LOG, { filter, page, size }, { staff: cookies[who] });
    return answer;
  };
  const actions = async (who: keyof typeof cookies, filter: Record<string, unknown> = {}) =>
    (await log(who, filter)).body.data!.auditLog.items.map((e) => e.action);

  beforeAll(async () => {
    server = await startTestServer(engine);
    const signIn = async (email: string) =>
      staffCookie(
        await staffSignIn(server, { email, password: DEMO_STAFF_PASSWORD }, { ip: `198.18.13.${++ip}` }),
      ).value;
    cookies.desk = await signIn(SUKHUMVIT_DESK);
    cookies.admin = await signIn(YUZEN_ADMIN);
    cookies.owner = await signIn(OWNER);
    const other = await createStaff(
      server,
      { role: 'brand_admin', brand_id: 'baansabai' },
      DEMO_STAFF_PASSWORD,
    );
    cookies.other = await signIn(other.email);

    const booking = await aPaidBooking(server.database, { date: dayAhead(4), time: '14:00' });
    bookingId = booking.id;
    const row = await server.database.db
      .selectFrom('bookings')
      .select('booking_no')
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    bookingNo = row.booking_no!;
    // Rows as the operations write them, on three days, at two brands and none.
    const rows = [
      ['2026-03-01T10:00:00+07:00', malee!.id, 'check_in', 'booking', bookingId, 'yuzen', 'yuzen-sukhumvit'],
      ['2026-03-02T23:30:00+07:00', kanya!.id, 'cancel', 'booking', bookingId, 'yuzen', 'yuzen-sukhumvit'],
      [
        '2026-03-03T00:30:00+07:00',
        kanya!.id,
        'request_contacted',
        'group_request',
        'r-1',
        'yuzen',
        'yuzen-ratchada',
      ],
      ['2026-03-03T09:00:00+07:00', null, 'complete', 'booking', 'b-other', 'baansabai', 'baansabai-silom'],
      ['2026-03-03T10:00:00+07:00', owner!.id, 'staff_grant', 'staff', 's-1', null, null],
    ] as const;
    for (const [at, staff, action, type, subject, brand, branch] of rows)
      await server.database.db
        .insertInto('audit_log')
        .values({
          at: new Date(at),
          staff_id: staff,
          ip: '203.0.113.5',
          action,
          subject_type: type,
          subject_id: subject,
          brand_id: brand,
          branch_id: branch,
          before: JSON.stringify({ state: 'paid' }),
          after: JSON.stringify({ state: action }),
        })
        .execute();
  });
  afterAll(() => server.close());

  it('keeps the rows to the account reach, newest first, with names, numbers and before and after', async () => {
    const desk = await log('desk');
    expect(desk.body.errors).toBeUndefined();
    expect(desk.body.data?.auditLog).toEqual({
      total: 2,
      items: [
        {
          at: '2026-03-02T16:30:00.000Z',
          staff_name: 'Kanya (Yuzen admin)',
          ip: '203.0.113.5',
          action: 'cancel',
          subject_type: 'booking',
          subject_id: bookingId,
          booking_no: bookingNo,
          branch_id: 'yuzen-sukhumvit',
          branch_name: expect.any(String),
          before: '{"state":"paid"}',
          after: '{"state":"cancel"}',
        },
        expect.objectContaining({ action: 'check_in', staff_name: 'Malee (Yuzen Sukhumvit desk)' }),
      ],
    });
    expect(await actions('admin')).toEqual(['request_contacted', 'cancel', 'check_in']);
    // The owner also reads the rows of no brand; another brand's admin reads none of this brand's.
    expect(await actions('owner')).toEqual(['staff_grant', 'request_contacted', 'cancel', 'check_in']);
    expect(await actions('other')).toEqual([]);
  });

  it('filters by branch, staff, action, subject and days in Thailand, and pages', async () => {
    expect(await actions('admin', { branch_id: 'yuzen-ratchada' })).toEqual(['request_contacted']);
    expect((await log('desk', { branch_id: 'yuzen-ratchada' })).code).toBe('login.notAuthorized');
    expect((await log('admin', { branch_id: 'nowhere' })).code).toBe('branch.notFound');
    expect(await actions('admin', { staff: 'kan' })).toEqual(['request_contacted', 'cancel']);
    expect(await actions('admin', { staff: '%' })).toEqual([]);
    expect(await actions('admin', { staff_id: malee!.id })).toEqual(['check_in']);
    expect(await actions('admin', { action: 'cancel' })).toEqual(['cancel']);
    expect(await actions('admin', { subject_type: 'group_request' })).toEqual(['request_contacted']);
    expect(await actions('admin', { subject_id: bookingId })).toEqual(['cancel', 'check_in']);
    expect(await actions('admin', { subject_id: bookingNo.toLowerCase() })).toEqual(['cancel', 'check_in']);
    // 23:30 on the 2nd in Bangkok is the 2nd; 00:30 on the 3rd is the 3rd.
    expect(await actions('admin', { from: '2026-03-02', to: '2026-03-02' })).toEqual(['cancel']);
    expect(await actions('admin', { from: '2026-03-03' })).toEqual(['request_contacted']);
    expect(await actions('admin', { oldest_first: true })).toEqual([
      'check_in',
      'cancel',
      'request_contacted',
    ]);
    const second = await log('admin', {}, 2, 2);
    expect(second.body.data?.auditLog.total).toBe(3);
    expect(second.body.data?.auditLog.items.map((e) => e.action)).toEqual(['check_in']);
    expect((await log('admin', { from: '2026-03-04', to: '2026-03-01' })).code).toBe('request.invalid');
    expect((await log('admin', {}, 1, 500)).code).toBe('request.invalid');
  });

  it('offers no operation that changes a row, and the table refuses one', async () => {
    const contract = readdirSync(path.join(__dirname, '../../../../libs/graphql/staff-schema'))
      .map((f) => readFileSync(path.join(__dirname, '../../../../libs/graphql/staff-schema', f), 'utf8'))
      .join('\n');
    // No mutation of the staff contract names the audit log.
    const mutations = contract.match(/type Mutation\s*\{[^}]*\}/g) ?? [];
    expect(mutations.filter((block) => /^\s*\w*audit\w*\s*[(:]/im.test(block))).toEqual([]);
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) sources.push(full);
      }
    };
    walk(path.join(__dirname, '..'));
    const writers = sources.filter((file) =>
      /(updateTable|deleteFrom)\(\s*['"]audit_log|(update|delete\s+from|truncate)\s+audit_log/i.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(writers).toEqual([]);
    const db = server.database.db;
    await expect(db.updateTable('audit_log').set({ action: 'x' }).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    expect((await log('owner')).body.data?.auditLog.total).toBe(4);
  });
});
