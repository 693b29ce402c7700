// Demo prepaid courses (docs/product-rules.md, Courses): one or two per brand, and a course the Gold demo member owns
// (README, "Demo data"). Course items are the brands' course_treatment products.
import { sql, type Transaction } from 'kysely';
import type { Database, Translated } from '../db/schema';

export interface SeedCourse {
  id: string;
  brandId: string;
  code: string;
  name: Translated;
  type: string;
  treatmentsPerSet: number;
  validDays: number;
  /** Sets a member course of it holds. */
  volume: number;
  items: string[];
}

export const seedCourses: SeedCourse[] = [
  {
    id: 'yu-course-thai-10',
    brandId: 'yuzen',
    code: 'YC01',
    name: {
      en: 'Thai Massage 10 sessions',
      th: 'คอร์สนวดแผนไทย 10 ครั้ง',
      zh: '泰式按摩 10次疗程卡',
    },
    type: 'course',
    treatmentsPerSet: 1,
    validDays: 365,
    volume: 10,
    items: ['yu-course-thai-60'],
  },
  {
    id: 'yu-course-duo-5',
    brandId: 'yuzen',
    code: 'YC02',
    name: {
      en: 'Thai & Aromatherapy Duo 5 sets',
      th: 'คอร์สนวดแผนไทยและอโรมา 5 ชุด',
      zh: '泰式与芳香按摩组合 5套',
    },
    type: 'course',
    // A set is two treatments for the same guest: a Thai massage and an aromatherapy massage.
    treatmentsPerSet: 2,
    validDays: 365,
    volume: 5,
    items: ['yu-course-thai-60', 'yu-course-aroma-90'],
  },
  {
    id: 'bs-course-thai-10',
    brandId: 'baansabai',
    code: 'BC01',
    name: {
      en: 'Thai Massage 10 sessions',
      th: 'คอร์สนวดแผนไทย 10 ครั้ง',
      zh: '泰式按摩 10次疗程卡',
    },
    type: 'course',
    treatmentsPerSet: 1,
    validDays: 365,
    volume: 10,
    items: ['bs-course-thai-60'],
  },
];

/** The Gold demo member's Thai massage course at Yuzen: 10 sessions, valid 6 months from the first seed. */
export const seedMemberCourses = [
  {
    id: '6a1f0c52-3f0e-4c55-9d1e-0a6f6d2b4001',
    userId: '6a1f0c52-3f0e-4c55-9d1e-0a6f6d2b1001',
    courseId: 'yu-course-thai-10',
    volumeTotal: 10,
  },
];

export async function seedCoursesAndMemberCourses(trx: Transaction<Database>): Promise<void> {
  for (const course of seedCourses) {
    const row = {
      id: course.id,
      brand_id: course.brandId,
      code: course.code,
      name: JSON.stringify(course.name),
      type: course.type,
      treatments_per_set: course.treatmentsPerSet,
      valid_days: course.validDays,
      volume: course.volume,
    };
    await trx
      .insertInto('courses')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
    await trx.deleteFrom('course_items').where('course_id', '=', course.id).execute();
    await trx
      .insertInto('course_items')
      .values(course.items.map((product_id, position) => ({ course_id: course.id, product_id, position })))
      .execute();
  }
  // Inserted once: what the demo uses stays used, and the expiry stays where the first seed put it.
  for (const owned of seedMemberCourses) {
    await trx
      .insertInto('member_courses')
      .values({
        id: owned.id,
        user_id: owned.userId,
        course_id: owned.courseId,
        volume_total: owned.volumeTotal,
        expires_on: sql<string>`(current_date + interval '6 months')::date`,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}
