// What every report starts from (docs/product-rules.md, Reports): its range of days, checked by the reports'
// valibot schema, and the branches it covers in the caller's reach, one named branch or every branch of the
// host's brand.
import { parseInput, reportInputSchema } from '@sabai/validation';
import { sql, type RawBuilder } from 'kysely';
import { AppError, inputRefused } from '../core/app-error';
import { guard } from '../core/principal';
import type { Scope } from '../core/scope';

type BranchRow = Awaited<ReturnType<Scope['catalog']['branchesOf']>>['branches'][number];

export interface ReportScope {
  from: string;
  to: string;
  branches: BranchRow[];
  /** The branches' ids as a list for `in (...)` in SQL. */
  inBranches: RawBuilder<unknown>;
}

/** The branches the report covers, in the caller's reach: one named branch, or every branch of the brand. */
async function reportBranches(scope: Scope, branchId: string | null): Promise<BranchRow[]> {
  const principal = await scope.principal();
  const brandId = scope.brand.id;
  const { branches } = await scope.catalog.branchesOf(brandId);
  if (branchId === null) {
    guard(principal, 'read', 'report', { brandId });
    return branches;
  }
  const branch = branches.find((b) => b.id === branchId);
  if (!branch) throw new AppError('branch.notFound', { branch: branchId });
  guard(principal, 'read', 'report', { brandId, branchId: branch.id });
  return [branch];
}

export async function reportScope(scope: Scope, rawInput: unknown): Promise<ReportScope> {
  const parsed = parseInput(reportInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const branches = await reportBranches(scope, parsed.value.branch_id);
  return {
    from: parsed.value.from,
    to: parsed.value.to,
    branches,
    // `in (null)` matches nothing: a brand without branches has an empty report, not an SQL error.
    inBranches: branches.length > 0 ? sql.join(branches.map((b) => sql`${b.id}`)) : sql`null`,
  };
}

/**
 * The range as instants for tables without a branch (ledgers, funnel events): the first instant of `from` and of
 * the day after `to` in the brand's first branch's calendar.
 */
export function rangeInstants({ from, to, branches }: ReportScope): {
  start: RawBuilder<unknown>;
  end: RawBuilder<unknown>;
} {
  const timeZone = branches[0]?.time_zone ?? 'Asia/Bangkok';
  return {
    start: sql`(${from}::date)::timestamp at time zone ${timeZone}`,
    end: sql`(${to}::date + 1)::timestamp at time zone ${timeZone}`,
  };
}
