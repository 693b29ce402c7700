// A member's course in the contract's shape; the course code finds and checks, this file only shapes.
import type { LocaleCode } from '@sabai/i18n';
import type { Course } from '../graphql/generated/resolvers';
import { pick } from '../i18n/translated-text';
import { volumeAvailable, type MemberCourse } from './member-courses';

/**
 * A course (docs/api.md, Members) in the request's language; bundle item ids are the 'R…' part of 'R…:C…'.
 */
export function toCourse(course: MemberCourse, locale: LocaleCode): Course {
  return {
    id: course.id,
    name: pick(course.name, locale),
    type: course.type,
    code: course.code,
    volume_total: course.volumeTotal,
    volume_used: course.volumeUsed,
    volume_available: volumeAvailable(course),
    treatments_per_set: course.treatmentsPerSet,
    expired_at: course.expiresOn,
    bundle: course.items.map((item) => ({
      id: item.id,
      code: item.code,
      name: pick(item.name, locale),
      description: pick(item.description, locale),
      duration: item.durationMin,
      type: item.type,
      price: item.priceSatang,
      tags: item.tags,
    })),
  };
}
