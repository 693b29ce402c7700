import type { IsoDate } from './calendar.js';
import { findCourse, type Catalog, type Course } from './catalog.js';
import { parseCourseItemId } from './course-item-id.js';
import type { Guest } from './guest.js';
import { problem, type Problem } from './problems.js';

/** How many items of each course a list holds, in order of first appearance. Malformed ids are skipped. */
export function courseItemCounts(treatments: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of treatments) {
    const ref = parseCourseItemId(id);
    if (ref.ok) counts.set(ref.courseId, (counts.get(ref.courseId) ?? 0) + 1);
  }
  return counts;
}

function setSize(course: Course): number {
  if (!Number.isInteger(course.treatmentsPerSet) || course.treatmentsPerSet < 1) {
    throw new RangeError(`course ${course.id}: treatmentsPerSet must be a positive integer`);
  }
  return course.treatmentsPerSet;
}

/**
 * 'You must select treatments in set of {set}': a guest's items of one course come in whole sets.
 * Courses the member does not have are left to the look-up problems.
 */
export function courseSetProblems(guest: Guest, catalog: Catalog): Problem<'course_set_incomplete'>[] {
  const problems: Problem<'course_set_incomplete'>[] = [];
  for (const [courseId, count] of courseItemCounts(guest.treatments)) {
    const course = findCourse(catalog, courseId);
    if (course !== undefined && count % setSize(course) !== 0) {
      problems.push(
        problem('course_set_incomplete', { guest: guest.no, courseId, set: course.treatmentsPerSet, count }),
      );
    }
  }
  return problems;
}

/**
 * The sets a booking uses of each of the member's courses it names: each guest's items of a course use
 * ceil(items / treatmentsPerSet) sets. Courses the catalog does not have are left out.
 */
export function courseSetsUsed(guests: readonly Guest[], catalog: Catalog): Map<Course, number> {
  const setsUsed = new Map<Course, number>();
  for (const guest of guests) {
    for (const [courseId, count] of courseItemCounts(guest.treatments)) {
      const course = findCourse(catalog, courseId);
      if (course !== undefined) {
        setsUsed.set(course, (setsUsed.get(course) ?? 0) + Math.ceil(count / setSize(course)));
      }
    }
  }
  return setsUsed;
}

/**
 * Across the whole booking: each course used must not be expired on the booking date (it is valid up to
 * and including `expiresOn`), and the sets used (see courseSetsUsed) must fit its available volume.
 */
export function courseUsageProblems(
  guests: readonly Guest[],
  catalog: Catalog,
  date: IsoDate,
): Problem<'course_expired' | 'course_volume_exceeded'>[] {
  const problems: Problem<'course_expired' | 'course_volume_exceeded'>[] = [];
  for (const [course, needed] of courseSetsUsed(guests, catalog)) {
    if (course.expiresOn !== null && date > course.expiresOn) {
      problems.push(problem('course_expired', { courseId: course.id, expiresOn: course.expiresOn }));
    }
    if (needed > course.volumeAvailable) {
      problems.push(
        problem('course_volume_exceeded', { courseId: course.id, available: course.volumeAvailable, needed }),
      );
    }
  }
  return problems;
}
