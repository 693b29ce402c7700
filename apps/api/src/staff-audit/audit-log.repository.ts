// The audit log as the audit screen reads it (docs/access.md, How the server guards): a page of rows kept
// to the account's reach and the request's brand in the query itself, newest first, with the staff
// member's name, the branch and, for a booking, its number. Only read here: the table refuses changes.
import type { AuditFilterInput } from '@sabai/validation';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import type { StaffReach } from '../staff/staff-reach';
import { isUuid } from '../core/ids';

// Days in the filter are days in Thailand, where every branch is; Thailand keeps UTC+7 all year.
const THAI_OFFSET = '+07:00';
const DAY_MS = 86_400_000;
const startOfThaiDay = (date: string) => new Date(`${date}T00:00:00${THAI_OFFSET}`);

export interface AuditQuery {
  brandId: string;
  reach: StaffReach;
  filter: AuditFilterInput;
  page: number;
  pageSize: number;
}

/** `%` and `_` typed in a name are letters, not wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matching(db: Kysely<Database>, { brandId, reach, filter }: AuditQuery) {
  let query = db
    .selectFrom('audit_log as a')
    .leftJoin('staff_accounts as s', 's.id', 'a.staff_id')
    .where((eb) => {
      // The request's brand; an owner also reads the rows of no brand (docs/access.md, Permission table).
      const brand = eb('a.brand_id', '=', brandId);
      if (reach.all) return eb.or([brand, eb('a.brand_id', 'is', null)]);
      if (reach.brandIds.includes(brandId)) return brand;
      if (reach.branchIds.length === 0) return sql<SqlBool>`false`;
      return eb.and([brand, eb('a.branch_id', 'in', reach.branchIds)]);
    });
  if (filter.branch_id) query = query.where('a.branch_id', '=', filter.branch_id);
  if (filter.staff_id)
    query = isUuid(filter.staff_id)
      ? query.where('a.staff_id', '=', filter.staff_id)
      : query.where(sql<SqlBool>`false`);
  if (filter.staff) query = query.where(sql<SqlBool>`s.name ilike ${likeText(filter.staff)} escape '\\'`);
  if (filter.action) query = query.where('a.action', '=', filter.action);
  if (filter.subject_type) query = query.where('a.subject_type', '=', filter.subject_type);
  if (filter.subject_id) {
    const subject = filter.subject_id;
    // A booking is asked for by its id or by the number the customer has.
    const byNumber = db
      .selectFrom('bookings')
      .select(sql<string>`cast(id as text)`.as('id'))
      .where('booking_no', '=', subject.toUpperCase())
      .where('brand_id', '=', brandId);
    query = query.where((eb) =>
      eb.or([
        eb('a.subject_id', '=', subject),
        eb.and([eb('a.subject_type', '=', 'booking'), eb('a.subject_id', 'in', byNumber)]),
      ]),
    );
  }
  if (filter.from) query = query.where('a.at', '>=', startOfThaiDay(filter.from));
  if (filter.to) query = query.where('a.at', '<', new Date(startOfThaiDay(filter.to).getTime() + DAY_MS));
  return query;
}

// The subject's booking number; the cast runs only for a booking's id (the CASE guards it).
const bookingNo: Expression<string | null> = sql<string | null>`(select b.booking_no from bookings b
  where b.id = case when a.subject_type = 'booking' and a.subject_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then cast(a.subject_id as uuid) end)`;

export async function findAuditPage(db: Kysely<Database>, q: AuditQuery) {
  const direction = q.filter.oldest_first ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    matching(db, q)
      .leftJoin('branches as br', 'br.id', 'a.branch_id')
      .select([
        'a.id',
        'a.at',
        'a.staff_id',
        's.name as staff_name',
        'a.ip',
        'a.action',
        'a.subject_type',
        'a.subject_id',
        'a.brand_id',
        'a.branch_id',
        'br.name as branch_name',
        'a.before',
        'a.after',
        sql<string | null>`${bookingNo}`.as('booking_no'),
      ])
      .orderBy('a.at', direction)
      .orderBy('a.id', direction)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    matching(db, q)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type AuditRow = Awaited<ReturnType<typeof findAuditPage>>['rows'][number];
