// Database rows in the shapes @sabai/booking-rules works with.
import { parseBranchHours, type Branch, type Catalog, type Course, type Product } from '@sabai/booking-rules';
import type { Selectable } from 'kysely';
import type { BranchTable } from '../db/schema';
import type { listBranchProducts } from '../catalog/catalog.repository';

/** A branch row, with its closed dates when they were read (the catalogue's rows have them). */
export function rulesBranch(row: Selectable<BranchTable> & { closed_dates?: string[] }): Branch {
  const hours = parseBranchHours(row.open_time, row.close_time);
  if (!hours.ok) throw new Error(`Malformed hours of branch ${row.id}: ${row.open_time}..${row.close_time}`);
  return {
    id: row.id,
    openTime: hours.openTime,
    closeTime: hours.closeTime,
    openDays: row.open_days as Branch['openDays'],
    openDate: row.open_date,
    closeDate: row.close_date,
    closedDates: row.closed_dates ?? [],
  };
}

type ProductRow = Awaited<ReturnType<typeof listBranchProducts>>[number];

export function rulesProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name.en,
    code: row.code,
    type: row.type,
    durationMin: row.duration_min,
    priceSatang: row.price_satang,
    tags: row.tags,
    isForceSelect: row.is_force_select,
    isOnsenFee: row.is_onsen_fee,
    isUseOilMaterial: row.is_use_oil_material,
    isMustAfterOnsen: row.is_must_after_onsen,
    bundle: row.bundle.map((item) => ({
      id: item.id,
      name: item.name.en,
      durationMin: item.duration_min,
      type: item.type,
      isOnsenFee: item.is_onsen_fee,
      isUseOilMaterial: item.is_use_oil_material,
      isMustAfterOnsen: item.is_must_after_onsen,
    })),
  };
}

/** The branch's products and the calling member's courses (course/member-courses.ts) as a rules catalog. */
export function rulesCatalog(rows: readonly ProductRow[], courses: readonly Course[] = []): Catalog {
  return { products: rows.map(rulesProduct), courses };
}
