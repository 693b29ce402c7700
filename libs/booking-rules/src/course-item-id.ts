import { problem, type Result } from './problems.js';

/** The two halves of a course item id 'R<item>:C<course>'. */
export interface CourseItemRef {
  readonly itemId: string;
  readonly courseId: string;
}

const pattern = /^R([^:]+):C([^:]+)$/;

// In a module of its own: the apps' first screen needs only this test, not the parsing below.
export { isCourseItemId } from './course-item-kind.js';

/** Reads 'R12:C7' as `{ itemId: '12', courseId: '7' }`; anything else is `course_item_id_invalid`. */
export function parseCourseItemId(id: string): Result<CourseItemRef, 'course_item_id_invalid'> {
  const match = pattern.exec(id);
  if (match === null) return { ok: false, problems: [problem('course_item_id_invalid', { id })] };
  return { ok: true, itemId: String(match[1]), courseId: String(match[2]) };
}

/** Writes `{ itemId: '12', courseId: '7' }` as 'R12:C7'. Throws on an empty part or one with ':'. */
export function formatCourseItemId(ref: CourseItemRef): string {
  for (const part of [ref.itemId, ref.courseId]) {
    if (part === '' || part.includes(':')) throw new RangeError(`not usable in a course item id: '${part}'`);
  }
  return `R${ref.itemId}:C${ref.courseId}`;
}
