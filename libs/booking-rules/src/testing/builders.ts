// Scenario builders for the tests: a setup reads in a few lines. Not part of the published package.
import type { Branch } from '../branch-hours.js';
import type { LocalDateTime } from '../calendar.js';
import type { Catalog, Course, CourseItem, Product } from '../catalog.js';
import type { Guest, GuestStart } from '../guest.js';
import { resolveItem, type ResolvedItem } from '../resolve-item.js';

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'thai-massage',
    name: 'Thai massage',
    type: 'treatment',
    durationMin: 60,
    priceSatang: 80_000,
    bundle: [],
    tags: [],
    isForceSelect: false,
    isOnsenFee: false,
    isUseOilMaterial: false,
    isMustAfterOnsen: false,
    ...overrides,
  };
}

/** 120 minutes in the bath, 500 THB. */
export const anOnsenFee = (overrides: Partial<Product> = {}): Product =>
  aProduct({
    id: 'onsen',
    name: 'Onsen',
    type: 'onsen_fee',
    isOnsenFee: true,
    durationMin: 120,
    priceSatang: 50_000,
    ...overrides,
  });

/** Oil on the skin: must come after the onsen. 90 minutes, 1,200 THB. */
export const anOilMassage = (overrides: Partial<Product> = {}): Product =>
  aProduct({
    id: 'oil-massage',
    name: 'Oil massage',
    isUseOilMaterial: true,
    isMustAfterOnsen: true,
    durationMin: 90,
    priceSatang: 120_000,
    ...overrides,
  });

/** Akasuri body scrub: needs the onsen. 30 minutes, 400 THB. */
export const anAkasuri = (overrides: Partial<Product> = {}): Product =>
  aProduct({
    id: 'akasuri',
    name: 'Akasuri',
    tags: ['Akasuri'],
    durationMin: 30,
    priceSatang: 40_000,
    ...overrides,
  });

/** Must come after the onsen but uses no oil: onsen fee items are disabled beside it. */
export const aSaltScrub = (overrides: Partial<Product> = {}): Product =>
  aProduct({
    id: 'salt-scrub',
    name: 'Salt scrub',
    isMustAfterOnsen: true,
    durationMin: 45,
    priceSatang: 60_000,
    ...overrides,
  });

/** A package with the onsen inside (60 of its 150 minutes) and an oil massage. */
export const anOnsenPackage = (overrides: Partial<Product> = {}): Product =>
  aProduct({
    id: 'onsen-package',
    name: 'Onsen and oil',
    type: 'package',
    durationMin: 150,
    priceSatang: 150_000,
    bundle: [
      {
        id: 'b-onsen',
        name: 'Onsen',
        durationMin: 60,
        type: 'onsen_fee',
        isOnsenFee: false,
        isUseOilMaterial: false,
        isMustAfterOnsen: false,
      },
      {
        id: 'b-oil',
        name: 'Oil massage',
        durationMin: 90,
        type: 'treatment',
        isOnsenFee: false,
        isUseOilMaterial: true,
        isMustAfterOnsen: true,
      },
    ],
    ...overrides,
  });

export function aCourseItem(id: string, overrides: Partial<CourseItem> = {}): CourseItem {
  return {
    id,
    name: `Course treatment ${id}`,
    type: 'course_treatment',
    durationMin: 60,
    priceSatang: 90_000,
    tags: [],
    ...overrides,
  };
}

/** Course C7: two treatments per set, 5 sets left, no expiry. Items 12 and 13. */
export function aCourse(overrides: Partial<Course> = {}): Course {
  return {
    id: '7',
    name: 'Ten relaxing visits',
    volumeAvailable: 5,
    treatmentsPerSet: 2,
    expiresOn: null,
    items: [aCourseItem('12'), aCourseItem('13')],
    ...overrides,
  };
}

export function aCatalog(overrides: Partial<Catalog> = {}): Catalog {
  return {
    products: [aProduct(), anOnsenFee(), anOilMassage(), anAkasuri(), aSaltScrub(), anOnsenPackage()],
    courses: [aCourse()],
    ...overrides,
  };
}

export function aGuest(
  no: number,
  treatments: readonly string[] = [],
  start: Partial<GuestStart> = {},
): Guest {
  return { no, treatments, start: { onsen: null, spa: null, ...start } };
}

/** Open every day 10:00-22:00. */
export function aBranch(overrides: Partial<Branch> = {}): Branch {
  return {
    id: 'B1',
    openTime: 600,
    closeTime: 1320,
    openDays: [0, 1, 2, 3, 4, 5, 6],
    openDate: null,
    closeDate: null,
    ...overrides,
  };
}

/** A branch-local moment from 'YYYY-MM-DD' and 'HH:mm'. */
export function at(date: string, hhmm: string): LocalDateTime {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return { date, time: Number(hours) * 60 + Number(minutes) };
}

/** Minutes since midnight from 'HH:mm'. */
export const hm = (hhmm: string): number => at('2026-01-01', hhmm).time;

/** Resolves ids against a catalog, failing the test on an unknown id. */
export function itemsOf(ids: readonly string[], catalog: Catalog = aCatalog()): ResolvedItem[] {
  return ids.map((id) => {
    const resolved = resolveItem(id, catalog, 1);
    if (!resolved.ok) throw new Error(`unknown id in test: ${id}`);
    return resolved.item;
  });
}
