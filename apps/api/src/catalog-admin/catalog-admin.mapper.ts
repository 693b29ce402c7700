// Admin's catalogue rows as the staff contract shows them (libs/graphql/staff-schema/catalog.graphql).
import type { CatalogProduct } from '../graphql/generated/staff-resolvers';
import type { EditableProduct } from './catalog-admin.repository';

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
