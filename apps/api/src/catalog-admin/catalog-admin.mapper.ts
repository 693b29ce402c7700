// Admin's catalogue rows as the staff contract shows them (libs/graphql/staff-schema/catalog.graphql).
import type { CatalogProduct, StaffPromotion } from '../graphql/generated/staff-resolvers';
import type { EditableProduct } from './catalog-admin.repository';
import { hhmm, type StaffPromotionRow } from './promotion-edit.service';

export function toCatalogProduct(row: EditableProduct): CatalogProduct {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    name: { en: row.name.en, th: row.name.th, zh: row.name.zh },
    description: { en: row.description.en, th: row.description.th, zh: row.description.zh },
    duration: row.duration_min,
    price: row.price_satang,
    tags: row.tags,
    is_force_select: row.is_force_select,
    is_onsen_fee: row.is_onsen_fee,
    is_use_oil_material: row.is_use_oil_material,
    is_must_after_onsen: row.is_must_after_onsen,
    branch_ids: row.branch_ids,
    bundle_item_ids: row.bundle_item_ids,
  };
}

export function toStaffPromotion(row: StaffPromotionRow): StaffPromotion {
  const day = (moment: string | null) => moment?.slice(0, 10) ?? null;
  return {
    code: row.code,
    campaign: row.campaign,
    kind: row.kind,
    percent: row.kind === 'percent' ? row.value : null,
    amount: row.kind === 'amount' ? row.value : null,
    valid_from: day(row.valid_from),
    valid_until: day(row.valid_until),
    days: row.days,
    time_from: hhmm(row.time_from),
    time_until: hhmm(row.time_until),
    usage_limit: row.usage_limit,
    usage_per_customer: row.usage_per_customer,
    product_ids: [...row.treatment_ids, ...row.package_ids],
    short_description: row.short_description,
    terms: row.terms,
    uses: row.uses,
  };
}
