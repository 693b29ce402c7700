// Who may edit the host brand's catalogue and settings (docs/access.md, Permission table: manage catalog), in the
// brand or at one of its branches: answers the staff account, for the audit row.
import { guard } from '../core/principal';
import type { Scope } from '../core/scope';
import { staffIdOf } from '../staff/current-staff';

export async function catalogManager(scope: Scope, branchId?: string): Promise<string> {
  const principal = await scope.principal();
  guard(principal, 'manage', 'catalog', { brandId: scope.brand.id, ...(branchId ? { branchId } : {}) });
  return staffIdOf(principal);
}
