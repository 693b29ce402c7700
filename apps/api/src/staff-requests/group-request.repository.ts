// Group requests as the desk reads them (docs/product-rules.md, Group requests): a page of the brand's
// requests kept to the account's reach in SQL, one request by id, the notes of some requests, and the
// branches they name. Reach and brand are the callers' to pass; this file only asks the database.
import type { GroupRequestOrder, GroupRequestStatus } from '@sabai/validation';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, DirectRequestTable } from '../db/schema';
import type { StaffReach } from '../staff/staff-reach';
import { isUuid } from '../core/ids';

export type GroupRequestRow = Selectable<DirectRequestTable> & { booking_no: string | null };

export interface GroupRequestNoteRow {
  request_id: string;
  at: Date;
  by: string | null;
  text: string;
}

export interface InboxQuery {
  brandId: string;
  reach: StaffReach;
  status: GroupRequestStatus | null;
  branchId: string | null;
  order: GroupRequestOrder;
  descending: boolean;
  page: number;
  pageSize: number;
}

function inbox(db: Kysely<Database>, q: InboxQuery) {
  let query = db
    .selectFrom('direct_requests as r')
    .leftJoin('bookings as b', 'b.id', 'r.booking_id')
    .where('r.brand_id', '=', q.brandId);
  // The brand whole (an owner, the brand's admin), or the branches the grants name.
  if (!q.reach.all && !q.reach.brandIds.includes(q.brandId))
    query = q.reach.branchIds.length
      ? query.where('r.branch_id', 'in', q.reach.branchIds)
      : query.where(sql<boolean>`false`);
  if (q.status) query = query.where('r.status', '=', q.status);
  if (q.branchId) query = query.where('r.branch_id', '=', q.branchId);
  return query;
}

// The workflow's order, so that a sort by status reads new, contacted, booked, declined.
const statusRank = sql<number>`case r.status when 'new' then 0 when 'contacted' then 1 when 'booked' then 2 else 3 end`;

const ORDER_COLUMNS = {
  asked: [sql`r.created_at`],
  party_date: [sql`r.date`, sql`r.time`],
  guests: [sql`r.guest_count`],
  contact: [sql`lower(r.contact_name)`],
  status: [statusRank],
} as const;

export async function findInbox(
  db: Kysely<Database>,
  q: InboxQuery,
): Promise<{ rows: GroupRequestRow[]; total: number }> {
  const direction = q.descending ? 'desc' : 'asc';
  let page = inbox(db, q).selectAll('r').select('b.booking_no');
  for (const column of ORDER_COLUMNS[q.order]) page = page.orderBy(column, direction);
  // Ties in the order asked for keep one order, page after page.
  page = page.orderBy('r.created_at', 'desc').orderBy('r.id');
  const [rows, count] = await Promise.all([
    page
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    inbox(db, q)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One request of the brand, with its booking's number; undefined when there is none by that id. */
export async function findGroupRequest(
  db: Kysely<Database> | Transaction<Database>,
  brandId: string,
  id: string,
): Promise<GroupRequestRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db
    .selectFrom('direct_requests as r')
    .leftJoin('bookings as b', 'b.id', 'r.booking_id')
    .selectAll('r')
    .select('b.booking_no')
    .where('r.id', '=', id)
    .where('r.brand_id', '=', brandId)
    .executeTakeFirst();
}

/** Locks the request's row until the transaction ends, and answers its status as it is now. */
export async function lockGroupRequest(trx: Transaction<Database>, id: string) {
  return trx
    .selectFrom('direct_requests')
    .select(['id', 'status', 'booking_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The notes of some requests, oldest first, with the name of the staff member who wrote each. */
export async function notesOf(
  db: Kysely<Database>,
  requestIds: readonly string[],
): Promise<Map<string, GroupRequestNoteRow[]>> {
  const notes = new Map<string, GroupRequestNoteRow[]>();
  if (requestIds.length === 0) return notes;
  const rows = await db
    .selectFrom('direct_request_notes as n')
    .leftJoin('staff_accounts as s', 's.id', 'n.staff_id')
    .select(['n.request_id', 'n.at', 's.name as by', 'n.text'])
    .where('n.request_id', 'in', requestIds)
    .orderBy('n.at')
    .orderBy('n.id')
    .execute();
  for (const row of rows) notes.set(row.request_id, [...(notes.get(row.request_id) ?? []), row]);
  return notes;
}

/** The branches named, with their brand's name, for the contract's StaffBranch. */
export async function branchesByIds(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('branches')
    .innerJoin('brands', 'brands.id', 'branches.brand_id')
    .select([
      'branches.id',
      'branches.name',
      'branches.brand_id',
      'brands.name as brand_name',
      'branches.time_zone',
      'branches.open_time',
      'branches.close_time',
      'branches.spa_beds',
      'branches.onsen_places',
    ])
    .where('branches.id', 'in', [...new Set(ids)])
    .execute();
}
