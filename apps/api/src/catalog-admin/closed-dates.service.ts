// A branch's closed dates in admin (docs/product-rules.md, Advance time and start times): a brand admin closes
// a branch on a holiday, and the rules refuse bookings on it at once on every process (the catalogue's change
// is announced in the same transaction: docs/architecture.md, Caching). Bookings already made that day stay;
// the answer counts them so the desk can call the customers.
import { toBranchLocal } from '@sabai/booking-rules';
import { closedDateInputSchema, parseInput } from '@sabai/validation';
import type { Kysely, Transaction } from 'kysely';
import { editCatalog } from '../catalog/catalog-changes';
import { AppError, inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import { catalogManager } from './catalog-manager';
import type { Database } from '../db/schema';
import { appendAudit } from '../staff/audit.repository';

export interface ClosedDateRow {
  branch_id: string;
  date: string;
  note: string;
  bookings: number;
}

/** The branch of the host's brand, in the caller's reach to manage its catalogue. */
async function branchToManage(scope: Scope, branchId: string) {
  const branch = await scope.catalog.branch(scope.brand.id, String(branchId));
  if (!branch) throw new AppError('branch.notFound', { branch: String(branchId) });
  return { branch, staffId: await catalogManager(scope, branch.id) };
}

/** Bookings that keep their places on each date (held, paid, checked in). */
async function bookingsOn(db: Kysely<Database> | Transaction<Database>, branchId: string, dates: string[]) {
  if (dates.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('bookings')
    .select(['date', (eb) => eb.fn.countAll<string>().as('count')])
    .where('branch_id', '=', branchId)
    .where('date', 'in', dates)
    .where('state', 'in', ['pending', 'paid', 'checked_in'])
    .groupBy('date')
    .execute();
  return new Map(rows.map((r) => [r.date, Number(r.count)]));
}

export async function branchClosedDates(scope: Scope, branchId: string): Promise<ClosedDateRow[]> {
  const { branch } = await branchToManage(scope, branchId);
  const today = toBranchLocal(scope.clock.now(), branch.time_zone).date;
  const rows = await scope.db
    .selectFrom('branch_closed_dates')
    .select(['branch_id', 'date', 'note'])
    .where('branch_id', '=', branch.id)
    .where('date', '>=', today)
    .orderBy('date')
    .execute();
  const counts = await bookingsOn(
    scope.db,
    branch.id,
    rows.map((r) => r.date),
  );
  return rows.map((row) => ({ ...row, bookings: counts.get(row.date) ?? 0 }));
}

export async function addBranchClosedDate(scope: Scope, rawInput: unknown): Promise<ClosedDateRow> {
  const parsed = parseInput(closedDateInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const { date, note } = parsed.value;
  const { branch, staffId } = await branchToManage(scope, parsed.value.branch_id);
  return editCatalog(scope, async (trx) => {
    // Closing an already closed date only changes its note.
    await trx
      .insertInto('branch_closed_dates')
      .values({ branch_id: branch.id, date, note })
      .onConflict((oc) => oc.columns(['branch_id', 'date']).doUpdateSet({ note }))
      .execute();
    await appendAudit(trx, {
      staffId,
      ip: scope.client.ip,
      action: 'branch_closed',
      subjectType: 'branch',
      subjectId: branch.id,
      brandId: scope.brand.id,
      branchId: branch.id,
      after: { date, note },
    });
    const counts = await bookingsOn(trx, branch.id, [date]);
    return { branch_id: branch.id, date, note, bookings: counts.get(date) ?? 0 };
  });
}

export async function removeBranchClosedDate(scope: Scope, rawInput: unknown): Promise<ClosedDateRow> {
  const parsed = parseInput(closedDateInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const { date } = parsed.value;
  const { branch, staffId } = await branchToManage(scope, parsed.value.branch_id);
  return editCatalog(scope, async (trx) => {
    const removed = await trx
      .deleteFrom('branch_closed_dates')
      .where('branch_id', '=', branch.id)
      .where('date', '=', date)
      .returning(['note'])
      .executeTakeFirst();
    if (!removed) throw new AppError('closedDate.notFound', { date });
    await appendAudit(trx, {
      staffId,
      ip: scope.client.ip,
      action: 'branch_reopened',
      subjectType: 'branch',
      subjectId: branch.id,
      brandId: scope.brand.id,
      branchId: branch.id,
      before: { date, note: removed.note },
    });
    return { branch_id: branch.id, date, note: removed.note, bookings: 0 };
  });
}
