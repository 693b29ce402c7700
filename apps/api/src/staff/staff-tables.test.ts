// Staff tables (migration 0022): the audit log only grows, and a grant's scope follows its role.
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import { seedStaff } from '../seed/staff.seed';
import { oneEngine, openTestDatabase } from '../../test/test-database';
import { appendAudit } from './audit.repository';

const [owner, , desk] = seedStaff;

describe.each(oneEngine)('staff tables on %s', (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => void (database = await openTestDatabase(engine)));
  afterAll(() => database.close());

  it('appends to the audit log and refuses to change or delete a row', async () => {
    const db = database.db;
    const id = await db.transaction().execute((trx) =>
      appendAudit(trx, {
        staffId: desk!.id,
        ip: '203.0.113.9',
        action: 'check_in',
        subjectType: 'booking',
        subjectId: 'b-1',
        branchId: 'yuzen-sukhumvit',
        brandId: 'yuzen',
        before: { state: 'paid' },
        after: { state: 'checked_in' },
      }),
    );
    const row = await db.selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      action: 'check_in',
      before: { state: 'paid' },
      after: { state: 'checked_in' },
    });
    await expect(sql`update audit_log set action = 'x' where id = ${id}`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_log where id = ${id}`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow(/append-only/);
  });

  it('refuses a grant whose scope does not match its role', async () => {
    const db = database.db;
    const grant = (
      role: 'owner' | 'brand_admin' | 'branch_staff',
      brand: string | null,
      branch: string | null,
    ) =>
      db
        .insertInto('staff_grants')
        .values({ staff_id: owner!.id, role, brand_id: brand, branch_id: branch })
        .execute();
    await expect(grant('owner', 'yuzen', null)).rejects.toThrow();
    await expect(grant('brand_admin', null, null)).rejects.toThrow();
    await expect(grant('branch_staff', 'yuzen', 'yuzen-sukhumvit')).rejects.toThrow();
    await expect(grant('brand_admin', 'yuzen', null)).resolves.toBeDefined();
  });

  it('seeds one account per role, e-mails in lower case', async () => {
    const rows = await database.db
      .selectFrom('staff_grants')
      .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_grants.staff_id')
      .select(['email', 'role', 'brand_id', 'branch_id'])
      .where('staff_id', 'in', [seedStaff[1]!.id, seedStaff[2]!.id])
      .orderBy('email')
      .execute();
    expect(rows).toEqual([
      {
        email: 'sukhumvit-desk@example.com',
        role: 'branch_staff',
        brand_id: null,
        branch_id: 'yuzen-sukhumvit',
      },
      { email: 'yuzen-admin@example.com', role: 'brand_admin', brand_id: 'yuzen', branch_id: null },
    ]);
    const upper = {
      id: crypto.randomUUID(),
      name: 'X',
      email: 'Upper@Example.com',
      password_hash: 'x',
      totp_secret: null,
    };
    await expect(database.db.insertInto('staff_accounts').values(upper).execute()).rejects.toThrow();
  });
});
