// The catalogue in admin at /admin/graphql (libs/graphql/staff-schema/catalog.graphql; the endpoint has
// checked the declared permission, staff/staff-operations.ts; the services check the brand's or branch's reach).
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/staff-resolvers';
import {
  toBranchSettings,
  toBrandSettings,
  toCatalogProduct,
  toStaffPromotion,
} from './catalog-admin.mapper';
import { branchSettings, brandSettings, updateBranchSettings, updateBrandSettings } from './settings.service';
import { addBranchClosedDate, branchClosedDates, removeBranchClosedDate } from './closed-dates.service';
import { createProduct } from './product-create.service';
import { catalogProducts, updateProduct } from './product-edit.service';
import { promotionsOf, savePromotion } from './promotion-edit.service';

export const catalogAdminQueries: Partial<QueryResolvers> = {
  catalogProducts: async (_parent, _args, context) => (await catalogProducts(context)).map(toCatalogProduct),
  branchClosedDates: (_parent, { branch_id }, context) => branchClosedDates(context, branch_id),
  promotions: async (_parent, _args, context) => (await promotionsOf(context)).map(toStaffPromotion),
  brandSettings: async (_parent, _args, context) => toBrandSettings(await brandSettings(context)),
  branchSettings: async (_parent, { branch_id }, context) =>
    toBranchSettings(await branchSettings(context, branch_id)),
};

export const catalogAdminMutations: Partial<MutationResolvers> = {
  updateProduct: async (_parent, { input }, context) => toCatalogProduct(await updateProduct(context, input)),
  createProduct: async (_parent, { input }, context) => toCatalogProduct(await createProduct(context, input)),
  addBranchClosedDate: (_parent, args, context) => addBranchClosedDate(context, args),
  removeBranchClosedDate: (_parent, args, context) => removeBranchClosedDate(context, args),
  updateBrandSettings: async (_parent, { input }, context) =>
    toBrandSettings(await updateBrandSettings(context, input)),
  updateBranchSettings: async (_parent, { input }, context) =>
    toBranchSettings(await updateBranchSettings(context, input)),
  // The contract's percent or amount is the stored value (the Money scalar has made baht satang).
  savePromotion: async (_parent, { input }, context) => {
    const { percent, amount, ...rest } = input;
    const value = input.kind === 'percent' ? percent : amount;
    return toStaffPromotion(await savePromotion(context, { ...rest, value }));
  },
};
