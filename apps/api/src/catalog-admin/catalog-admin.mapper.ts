// Admin's catalogue rows as the staff contract shows them (libs/graphql/staff-schema/catalog.graphql).
import { onlineBookingOptions } from '@sabai/booking-rules';
import type {
  BranchSettings,
  BrandSettings,
  CatalogProduct,
  StaffPromotion,
} from '../graphql/generated/staff-resolvers';
import type { EditableProduct } from './catalog-admin.repository';
import { hhmm, type StaffPromotionRow } from './promotion-edit.service';
import type { BranchSettingsRow, BrandSettingsRow } from './settings.service';
import { toImage } from '../catalog/catalog.mapper';

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
    image: toImage(row.image_id, row.image_width, row.image_height),
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

export function toBrandSettings(row: BrandSettingsRow, serverHoldSeconds: number): BrandSettings {
  return {
    name: row.name,
    faq_url: row.faq_url,
    customer_url: row.customer_url,
    color_primary: row.color_primary,
    color_secondary: row.color_secondary,
    deposit_percent: row.deposit_percent,
    booking_horizon_days: row.booking_horizon_days,
    no_show_grace_min: row.no_show_grace_min,
    hold_seconds: row.hold_seconds,
    server_hold_seconds: serverHoldSeconds,
    online_max_guests: row.online_max_guests,
    online_advance_min: row.online_advance_min,
    online_defaults: {
      max_guests: onlineBookingOptions.maxGuests,
      advance_min: onlineBookingOptions.advanceMin,
    },
    reminder_hours: row.reminder_hours,
    self_cancel_hours: row.self_cancel_hours,
    self_cancel_refund: row.self_cancel_refund,
    logo: row.logo_url,
    vat_registered: row.vat_registered,
    legal_name_th: row.legal_name?.th ?? null,
    legal_name_en: row.legal_name?.en ?? null,
    legal_address_th: row.legal_address?.th ?? null,
    legal_address_en: row.legal_address?.en ?? null,
    legal_tax_id: row.legal_tax_id,
    legal_branch: row.legal_branch,
  };
}

export function toBranchSettings(row: BranchSettingsRow): BranchSettings {
  return {
    branch_id: row.id,
    open_time: row.open_time.slice(0, 5),
    close_time: row.close_time.slice(0, 5),
    open_days: row.open_days,
    open_date: row.open_date,
    close_date: row.close_date,
    spa_beds: row.spa_beds,
    onsen_places: row.onsen_places,
  };
}
