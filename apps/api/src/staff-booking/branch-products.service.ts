// branchProducts (docs/product-rules.md, Bookings made by staff): what a branch sells, for the desk's
// new-booking form; a branch out of the account's reach is login.notAuthorized, as the day sheet's.
import { branchProductsInputSchema, parseInput } from '@sabai/validation';
import { AppError, inputRefused } from '../core/app-error';
import { guard } from '../core/principal';
import type { Scope } from '../core/scope';
import { deskStaff } from '../staff-day/desk-scope';

export type BranchProductRow = Awaited<ReturnType<Scope['catalog']['productsAt']>>[number];

export async function branchProducts(scope: Scope, rawInput: unknown): Promise<BranchProductRow[]> {
  const principal = await deskStaff(scope);
  const parsed = parseInput(branchProductsInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const branch = await scope.catalog.branch(scope.brand.id, parsed.value.branch_id);
  guard(principal, 'read', 'catalog', {
    brandId: scope.brand.id,
    branchId: branch?.id ?? parsed.value.branch_id,
  });
  if (!branch) throw new AppError('branch.notFound', { branch: parsed.value.branch_id });
  return scope.catalog.productsAt(branch.id);
}
