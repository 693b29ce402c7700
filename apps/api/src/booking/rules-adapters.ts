// Database rows in the shapes @sabai/booking-rules works with.
import { parseTimeOfDay, type Branch, type Catalog, type Course, type Product } from '@sabai/booking-rules';
import type { Selectable } from 'kysely';
import type { BranchTable } from '../db/schema';
import type { listBranchProducts } from '../catalog/catalog.repository';

function minutes(time: string): number {
  const parsed = parseTimeOfDay(time);
  if (!parsed.ok) throw new Error(`Malformed branch time: ${time}`);
  return parsed.time;
}

export function rulesBranch(row: Selectable<BranchTable>): Branch {
  return {
    id: row.id,
    // 00:00 as a closing time means midnight at the end of the day.
    openTime: minutes(row.open_time),
    closeTime: minutes(row.close_time) === 0 ? 1440 : minutes(row.close_time),
    openDays: row.open_days as Branch['openDays'],
    openDate: row.open_date,
    closeDate: row.close_date,
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
