// Course volume used by a booking (docs/product-rules.md, Courses), written only in the transaction that confirms its
// payment (payment-outcome.service.ts), like the wallet and points: a declined or abandoned payment uses
// nothing, and a second confirmation of the same booking finds the rows of the first and writes none.
import { courseSetsUsed } from '@sabai/booking-rules';
import type { Selectable, Transaction } from 'kysely';
import type { BookingTable, Database } from '../db/schema';
import { courseIdsIn, findMemberCourses, rulesCourse } from './member-courses';

export interface CourseSetsDue {
  memberCourseId: string;
  sets: number;
}

/**
 * The sets the booking's course items still have to take from the member's courses, after locking those
 * courses: 'course_insufficient' when a course is not the member's any more or lacks the volume.
 */
export async function courseSetsDue(
  trx: Transaction<Database>,
  booking: Pick<Selectable<BookingTable>, 'id' | 'guests'>,
  userId: string | null,
): Promise<{ ok: true; due: CourseSetsDue[] } | { ok: false }> {
  const ids = courseIdsIn(booking.guests);
  if (ids.length === 0) return { ok: true, due: [] };
  if (!userId) return { ok: false };
  await trx.selectFrom('member_courses').select('id').where('id', 'in', ids).forUpdate().execute();
  const used = await trx
    .selectFrom('course_usage')
    .select('member_course_id')
    .where('booking_id', '=', booking.id)
    .execute();
  const already = new Set(used.map((row) => row.member_course_id));
  const courses = (await findMemberCourses(trx, { ids, userId })).map(rulesCourse);
  if (courses.length !== ids.length) return { ok: false };
  const due: CourseSetsDue[] = [];
  for (const [course, sets] of courseSetsUsed(booking.guests, { products: [], courses })) {
    if (already.has(course.id)) continue;
    if (sets > course.volumeAvailable) return { ok: false };
    due.push({ memberCourseId: course.id, sets });
  }
  return { ok: true, due };
}

/** Writes the usage found due by courseSetsDue, in the same transaction. */
export async function recordCourseUsage(
  trx: Transaction<Database>,
  bookingId: string,
  due: readonly CourseSetsDue[],
): Promise<void> {
  if (due.length === 0) return;
  await trx
    .insertInto('course_usage')
    .values(due.map((d) => ({ member_course_id: d.memberCourseId, booking_id: bookingId, sets: d.sets })))
    .onConflict((oc) => oc.columns(['member_course_id', 'booking_id']).doNothing())
    .execute();
}
