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
import { branchFilters, updateBranchFilters } from './branch-filters.service';
import { courseTemplates, saveCourseTemplate } from './course-template.service';
import { branchPlace, updateBranchPlace, type BranchPlaceRow } from './branch-place.service';
import { addBrandHost, brandHosts, removeBrandHost, type BrandHostRow } from './brand-hosts.service';
import { createProduct } from './product-create.service';
import { kioskSettings, updateKioskSettings, type KioskSettingsData } from './kiosk-settings.service';
import { catalogProducts, updateProduct } from './product-edit.service';
import { promotionsOf, savePromotion } from './promotion-edit.service';
import { memberRewards, updateMemberRewards, type MemberRewardsData } from './member-rewards.service';
import { toImage } from '../catalog/catalog.mapper';
import { pick } from '../i18n/translated-text';
import type { LocaleCode } from '@sabai/i18n';

export const catalogAdminQueries: Partial<QueryResolvers> = {
  catalogProducts: async (_parent, _args, context) => (await catalogProducts(context)).map(toCatalogProduct),
  branchClosedDates: (_parent, { branch_id }, context) => branchClosedDates(context, branch_id),
  promotions: async (_parent, _args, context) => (await promotionsOf(context)).map(toStaffPromotion),
  brandSettings: async (_parent, _args, context) =>
    toBrandSettings(await brandSettings(context), context.settings.serverHoldSeconds),
  branchSettings: async (_parent, { branch_id }, context) =>
    toBranchSettings(await branchSettings(context, branch_id)),
  kioskSettings: async (_parent, _args, context) => toKioskSettings(await kioskSettings(context)),
  brandHosts: async (_parent, _args, context) => toBrandHosts(await brandHosts(context), context.hostId),
  courseTemplates: (_parent, _args, context) => courseTemplates(context),
  branchFilters: (_parent, { branch_id }, context) => branchFilters(context, branch_id),
  branchPlace: async (_parent, { branch_id }, context) =>
    toBranchPlace(await branchPlace(context, branch_id)),
  memberRewards: async (_parent, _args, context) =>
    toMemberRewards(await memberRewards(context), context.locale),
};

const toBranchPlace = ({ id, image_id, image_width, image_height, ...place }: BranchPlaceRow) => ({
  branch_id: id,
  ...place,
  image: toImage(image_id, image_width, image_height),
});

const toMemberRewards = ({ tiers, pointsRates }: MemberRewardsData, locale: LocaleCode) => ({
  tiers: tiers.map((t) => ({ tier_id: t.tierId, name: pick(t.title, locale), percent: t.percent })),
  points_rates: pointsRates.map((r) => ({ points: r.points, value: r.valueSatang })),
});

/** The hosts with the one this request came through marked. */
const toBrandHosts = (hosts: BrandHostRow[], requestHostId: number | null | undefined) =>
  hosts.map((h) => ({ id: String(h.id), host: h.host, in_use: h.id === requestHostId }));

function toKioskSettings({ idle, serverIdle, ads }: KioskSettingsData) {
  const seconds = (durations: Partial<KioskSettingsData['serverIdle']>) => ({
    default_sec: durations.defaultSec ?? null,
    payment_sec: durations.paymentSec ?? null,
    confirm_sec: durations.confirmSec ?? null,
    show_ad_after_sec: durations.showAdAfterSec ?? null,
  });
  return {
    idle: seconds(idle),
    server_idle: seconds(serverIdle),
    ads: ads.map((ad) => ({
      image_id: ad.imageId ?? null,
      image: ad.image,
      title: ad.title,
      body: ad.body,
      first_day: ad.firstDay ?? null,
      last_day: ad.lastDay ?? null,
    })),
  };
}

export const catalogAdminMutations: Partial<MutationResolvers> = {
  updateProduct: async (_parent, { input }, context) => toCatalogProduct(await updateProduct(context, input)),
  createProduct: async (_parent, { input }, context) => toCatalogProduct(await createProduct(context, input)),
  addBranchClosedDate: (_parent, args, context) => addBranchClosedDate(context, args),
  removeBranchClosedDate: (_parent, args, context) => removeBranchClosedDate(context, args),
  updateBrandSettings: async (_parent, { input }, context) =>
    toBrandSettings(await updateBrandSettings(context, input), context.settings.serverHoldSeconds),
  updateBranchSettings: async (_parent, { input }, context) =>
    toBranchSettings(await updateBranchSettings(context, input)),
  addBrandHost: async (_parent, args, context) =>
    toBrandHosts(await addBrandHost(context, args), context.hostId),
  removeBrandHost: async (_parent, { id }, context) =>
    toBrandHosts(await removeBrandHost(context, id, context.req.headers.host), context.hostId),
  updateKioskSettings: async (_parent, { input }, context) =>
    toKioskSettings(await updateKioskSettings(context, input)),
  saveCourseTemplate: (_parent, { input }, context) => saveCourseTemplate(context, input),
  updateBranchFilters: (_parent, { input }, context) => updateBranchFilters(context, input),
  updateBranchPlace: async (_parent, { input }, context) =>
    toBranchPlace(await updateBranchPlace(context, input)),
  updateMemberRewards: async (_parent, { input }, context) =>
    toMemberRewards(await updateMemberRewards(context, input), context.locale),
  // The contract's percent or amount is the stored value (the Money scalar has made baht satang).
  savePromotion: async (_parent, { input }, context) => {
    const { percent, amount, ...rest } = input;
    const value = input.kind === 'percent' ? percent : amount;
    return toStaffPromotion(await savePromotion(context, { ...rest, value }));
  },
};
