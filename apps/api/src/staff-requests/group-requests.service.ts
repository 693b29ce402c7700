// The group requests inbox at the desk (docs/product-rules.md, Group requests): the brand's requests at the
// branches the account reaches, one request with its notes, and a status move with its note. A request out
// of reach reads as none at all (request.notFound), as a booking does (docs/access.md, How the server
// guards). `booked` comes only from the staff booking made from the request, in that booking's
// transaction, so the desk never sets it here and never moves a booked request.
import {
  groupRequestsInputSchema,
  parseInput,
  updateGroupRequestInputSchema,
  type GroupRequestStatus,
} from '@sabai/validation';
import { sql } from 'kysely';
import { AppError, inputRefused } from '../core/app-error';
import { guard } from '../core/principal';
import type { Scope } from '../core/scope';
import { appendAudit } from '../staff/audit.repository';
import { staffReach } from '../staff/staff-reach';
import { deskStaff } from '../staff-day/desk-scope';
import {
  branchesByIds,
  findGroupRequest,
  findInbox,
  lockGroupRequest,
  notesOf,
  type GroupRequestNoteRow,
  type GroupRequestRow,
} from './group-request.repository';

export type BranchOfRequest = Awaited<ReturnType<typeof branchesByIds>>[number];

export interface GroupRequestData {
  row: GroupRequestRow;
  branch: BranchOfRequest;
  notes: GroupRequestNoteRow[];
}

const requestTarget = (row: Pick<GroupRequestRow, 'brand_id' | 'branch_id'>) => ({
  brandId: row.brand_id,
  branchId: row.branch_id,
});

async function withDetails(scope: Scope, rows: GroupRequestRow[]): Promise<GroupRequestData[]> {
  const [branches, notes] = await Promise.all([
    branchesByIds(
      scope.db,
      rows.map((r) => r.branch_id),
    ),
    notesOf(
      scope.db,
      rows.map((r) => r.id),
    ),
  ]);
  const branchById = new Map(branches.map((b) => [b.id, b]));
  return rows.map((row) => ({
    row,
    branch: branchById.get(row.branch_id) as BranchOfRequest,
    notes: notes.get(row.id) ?? [],
  }));
}

export async function groupRequests(
  scope: Scope,
  rawInput: unknown,
): Promise<{ items: GroupRequestData[]; total: number }> {
  const parsed = parseInput(groupRequestsInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const input = parsed.value;
  const principal = await deskStaff(scope);
  if (input.branch_id) {
    // One branch asked for by name: unknown is branch.notFound, out of reach login.notAuthorized (as the day sheet).
    const branch = await scope.catalog.branch(scope.brand.id, input.branch_id);
    if (!branch) throw new AppError('branch.notFound', { branch: input.branch_id });
    guard(principal, 'read', 'booking', { brandId: branch.brand_id, branchId: branch.id });
  }
  const { rows, total } = await findInbox(scope.db, {
    brandId: scope.brand.id,
    reach: staffReach(principal, 'read', 'booking'),
    status: input.status ?? null,
    branchId: input.branch_id ?? null,
    order: input.order,
    descending: input.descending,
    page: input.page,
    pageSize: input.page_size,
  });
  return { items: await withDetails(scope, rows), total };
}

/** A request of the brand the account may read; request.notFound otherwise. */
async function requestInReach(scope: Scope, id: string): Promise<GroupRequestRow> {
  const principal = await deskStaff(scope);
  const row = await findGroupRequest(scope.db, scope.brand.id, id);
  if (!row) throw new AppError('request.notFound');
  try {
    guard(principal, 'read', 'booking', requestTarget(row));
  } catch {
    throw new AppError('request.notFound');
  }
  return row;
}

export async function groupRequest(scope: Scope, id: string): Promise<GroupRequestData> {
  const [data] = await withDetails(scope, [await requestInReach(scope, id.trim())]);
  return data as GroupRequestData;
}

/** What the audit row records of a request (docs/access.md, How the server guards). */
export interface RequestAuditAfter {
  status: GroupRequestStatus;
  note?: string;
}

/**
 * Moves the request to new, contacted or declined and adds the note, in one transaction with the audit
 * row. The same status without a note changes nothing and writes nothing. Answers the request's id.
 */
export async function updateGroupRequest(scope: Scope, rawInput: unknown): Promise<string> {
  const raw = rawInput as { status?: unknown } | null;
  // `booked` names a booking: only createStaffBooking sets it (docs/product-rules.md, Group requests).
  if (raw?.status === 'booked') throw inputRefused([{ field: 'status', message: 'status.booked' }]);
  const parsed = parseInput(updateGroupRequestInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const { id, status, note } = parsed.value;
  const principal = await deskStaff(scope);
  const found = await requestInReach(scope, id);
  guard(principal, 'create', 'booking', requestTarget(found));
  await scope.db.transaction().execute(async (trx) => {
    const row = await lockGroupRequest(trx, found.id);
    if (row.status === 'booked') throw new AppError('request.transitionRefused');
    if (row.status === status && !note) return;
    if (row.status !== status)
      await trx
        .updateTable('direct_requests')
        .set({ status, updated_at: sql`now()` })
        .where('id', '=', row.id)
        .execute();
    if (note)
      await trx
        .insertInto('direct_request_notes')
        .values({ request_id: row.id, staff_id: principal.staffId, text: note })
        .execute();
    await appendAudit(trx, {
      staffId: principal.staffId,
      ip: scope.client.ip,
      action: row.status === status ? 'request_note' : `request_${status}`,
      subjectType: 'group_request',
      subjectId: row.id,
      brandId: found.brand_id,
      branchId: found.branch_id,
      before: { status: row.status },
      after: { status, ...(note ? { note } : {}) } satisfies RequestAuditAfter,
    });
  });
  return found.id;
}
