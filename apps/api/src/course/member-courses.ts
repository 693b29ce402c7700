// A member's prepaid courses (docs/product-rules.md, Courses) as the database says: volume_used is the sum
// of the course's usage rows, so nothing is counted twice. The listing, the rules catalog and the
// confirming transaction all read them here.
import {
  isCourseItemId,
  parseCourseItemId,
  type Course as RulesCourse,
  type IsoDate,
} from '@sabai/booking-rules';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, ProductType, Translated } from '../db/schema';
import type { Scope } from '../core/scope';
import { AppError } from '../core/app-error';
import { memberOf } from '../core/principal';

type Db = Kysely<Database> | Transaction<Database>;

export interface MemberCourseItem {
  id: string;
  code: string;
  name: Translated;
  description: Translated;
  durationMin: number;
  type: ProductType;
  priceSatang: number;
  tags: string[];
}

export interface MemberCourse {
  /** The member course's id: the 'C…' part of its items' ids. */
  id: string;
  userId: string;
  brandId: string;
  code: string;
  name: Translated;
  type: string;
  treatmentsPerSet: number;
  volumeTotal: number;
  volumeUsed: number;
  /** 'YYYY-MM-DD', the last day it may be used on. */
  expiresOn: string;
  items: MemberCourseItem[];
}

export interface MemberCourseQuery {
  userId?: string;
  brandId?: string;
  ids?: readonly string[];
  /** Leaves this booking's own usage out of volume_used (pricing a booking that already used it). */
  excludeBookingId?: string | null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Member courses with their items and usage; ids that are not uuids are simply not found. */
export async function findMemberCourses(db: Db, query: MemberCourseQuery): Promise<MemberCourse[]> {
  const ids = query.ids?.filter((id) => uuidPattern.test(id));
  if (ids?.length === 0) return [];
  let select = db
    .selectFrom('member_courses as mc')
    .innerJoin('courses as c', 'c.id', 'mc.course_id')
    .select([
      'mc.id',
      'mc.user_id',
      'mc.volume_total',
      'mc.expires_on',
      'mc.course_id',
      'c.brand_id',
      'c.code',
      'c.name',
      'c.type',
      'c.treatments_per_set',
    ])
    .select((eb) =>
      eb
        .selectFrom('course_usage as u')
        .select(sql<string | number | null>`coalesce(sum(u.sets), 0)`.as('used'))
        .whereRef('u.member_course_id', '=', 'mc.id')
        .$if(Boolean(query.excludeBookingId), (q) =>
          q.where('u.booking_id', '<>', query.excludeBookingId as string),
        )
        .as('volume_used'),
    )
    .orderBy('mc.expires_on')
    .orderBy('mc.created_at')
    .$if(Boolean(query.userId), (q) => q.where('mc.user_id', '=', query.userId as string));
  if (query.brandId) select = select.where('c.brand_id', '=', query.brandId);
  if (ids) select = select.where('mc.id', 'in', ids);
  const rows = await select.execute();
  if (rows.length === 0) return [];
  const items = await itemsOf(db, [...new Set(rows.map((row) => row.course_id))]);
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    brandId: row.brand_id,
    code: row.code,
    name: row.name,
    type: row.type,
    treatmentsPerSet: row.treatments_per_set,
    volumeTotal: row.volume_total,
    volumeUsed: Number(row.volume_used ?? 0),
    expiresOn: row.expires_on,
    items: items.filter((item) => item.course_id === row.course_id).map(toItem),
  }));
}

type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

const toItem = (item: ItemRow): MemberCourseItem => ({
  id: item.id,
  code: item.code,
  name: item.name,
  description: item.description,
  durationMin: item.duration_min,
  type: item.type,
  priceSatang: item.price_satang,
  tags: item.tags,
});

function itemsOf(db: Db, courseIds: string[]) {
  return db
    .selectFrom('course_items as ci')
    .innerJoin('products as p', 'p.id', 'ci.product_id')
    .select([
      'ci.course_id',
      'p.id',
      'p.code',
      'p.name',
      'p.description',
      'p.duration_min',
      'p.type',
      'p.price_satang',
      'p.tags',
    ])
    .where('ci.course_id', 'in', courseIds)
    .orderBy('ci.course_id')
    .orderBy('ci.position')
    .execute();
}

export const volumeAvailable = (course: MemberCourse): number =>
  Math.max(0, course.volumeTotal - course.volumeUsed);

/** The course as the booking rules see it (item names in English, as for products). */
export function rulesCourse(course: MemberCourse): RulesCourse {
  return {
    id: course.id,
    name: course.name.en,
    code: course.code,
    type: course.type,
    volumeTotal: course.volumeTotal,
    volumeUsed: course.volumeUsed,
    volumeAvailable: volumeAvailable(course),
    treatmentsPerSet: course.treatmentsPerSet,
    expiresOn: course.expiresOn as IsoDate,
    items: course.items.map((item) => ({
      id: item.id,
      name: item.name.en,
      description: item.description.en,
      code: item.code,
      type: item.type,
      durationMin: item.durationMin,
      priceSatang: item.priceSatang,
      tags: item.tags,
    })),
  };
}

/** The member course ids a booking's guests name in their course items ('R…:C…'). */
export function courseIdsIn(guests: readonly { treatments: readonly string[] }[]): string[] {
  const ids = new Set<string>();
  for (const guest of guests) {
    for (const id of guest.treatments) {
      if (!isCourseItemId(id)) continue;
      const ref = parseCourseItemId(id);
      if (ref.ok) ids.add(ref.courseId);
    }
  }
  return [...ids];
}

const hasCourseItems = (guests: readonly { treatments: readonly string[] }[]) =>
  guests.some((guest) => guest.treatments.some(isCourseItemId));

/**
 * The calling member's courses that a booking's course items name, for the rules catalog
 * (docs/product-rules.md, Courses): nothing to read without course items; a visitor with course items is
 * login.unauthenticated. When pricing a booking that already used its courses, pass its id so its own usage
 * is not counted against it.
 */
export async function bookingCourses(
  scope: Scope,
  guests: readonly { treatments: readonly string[] }[],
  bookingId: string | null = null,
): Promise<RulesCourse[]> {
  if (!hasCourseItems(guests)) return [];
  const member = memberOf(await scope.principal());
  if (!member) throw new AppError('login.unauthenticated');
  const ids = courseIdsIn(guests);
  if (ids.length === 0) return [];
  const courses = await findMemberCourses(scope.db, {
    userId: member.user.id,
    brandId: scope.brand.id,
    ids,
    excludeBookingId: bookingId,
  });
  return courses.map(rulesCourse);
}
