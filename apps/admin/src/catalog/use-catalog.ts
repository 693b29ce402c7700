// The brand's products as admin edits them (docs/product-rules.md, The catalogue in admin), and who may.
import { can } from '@sabai/access';
import { CatalogProductsDocument } from '@sabai/graphql/staff';
import { useRefetchOnLocaleSwitch } from '@sabai/ui';
import { useCallback } from 'react';
import { useQuery } from 'urql';
import { useAdminContext } from '../session/admin-context';
import { staffActor } from '../session/staff-actor';

/** Whether the signed-in account may edit the catalogue of the chosen branch's brand. */
export function useMayEditCatalog(): boolean {
  const { staff, branch } = useAdminContext();
  return branch !== undefined && can(staffActor(staff), 'manage', 'catalog', { brandId: branch.brand_id });
}

export function useCatalogProducts(pause = false) {
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: CatalogProductsDocument,
    requestPolicy: 'cache-and-network',
    pause,
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  useRefetchOnLocaleSwitch(refresh, 0);
  return { products: data?.catalogProducts, error, fetching, refresh };
}
