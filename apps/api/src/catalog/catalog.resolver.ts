import type { QueryResolvers } from '../graphql/generated/resolvers';
import { userError } from '../graphql/user-error';
import { findBranch, listBranches, listBranchProducts, listProductFilters } from './catalog.repository';
import { toBranch, toBrand, toProduct } from './catalog.mapper';

export const catalogQueries: Pick<QueryResolvers, 'brand' | 'branches' | 'products'> = {
  brand: (_parent, _args, { brand, locale, origin }) => toBrand(brand, locale, origin),

  branches: async (_parent, _args, { db, brand, locale, origin }) => {
    const rows = await listBranches(db, brand.id);
    const filters = await listProductFilters(
      db,
      rows.map((r) => r.id),
    );
    const brandShape = toBrand(brand, locale, origin);
    return rows.map((row) => toBranch(row, filters, brandShape, locale));
  },

  products: async (_parent, { branch }, context) => {
    const found = await findBranch(context.db, context.brand.id, branch);
    if (!found) throw userError(context, 'branch.notFound', { branch });
    const rows = await listBranchProducts(context.db, found.id);
    return rows.map((row) => toProduct(row, context.locale));
  },
};
