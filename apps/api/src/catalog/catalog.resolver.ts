import type { QueryResolvers } from '../graphql/generated/resolvers';
import { AppError } from '../core/app-error';
import { toBranch, toBrand, toProduct } from './catalog.mapper';

export const catalogQueries: Pick<QueryResolvers, 'brand' | 'branches' | 'products'> = {
  brand: (_parent, _args, { brand, locale, origin }) => toBrand(brand, locale, origin),

  branches: async (_parent, _args, { catalog, brand, locale, origin }) => {
    const { branches, filters } = await catalog.branchesOf(brand.id);
    const brandShape = toBrand(brand, locale, origin);
    return branches.map((row) => toBranch(row, filters, brandShape, locale));
  },

  products: async (_parent, { branch }, context) => {
    const found = await context.catalog.branch(context.brand.id, branch);
    if (!found) throw new AppError('branch.notFound', { branch });
    const rows = await context.catalog.productsAt(found.id);
    return rows.map((row) => toProduct(row, context.locale));
  },
};
