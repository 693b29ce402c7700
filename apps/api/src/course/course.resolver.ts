// courses(branch) (docs/api.md, Members): the logged-in member's courses usable at a branch of the request's brand.
import { requireMember } from '../auth/member-guard';
import type { QueryResolvers } from '../graphql/generated/resolvers';
import { AppError } from '../core/app-error';
import { toBranchLocal } from '@sabai/booking-rules';
import { toCourse } from './course.mapper';
import { findMemberCourses, volumeAvailable } from './member-courses';

export const courseQueries: Pick<QueryResolvers, 'courses'> = {
  courses: async (_parent, { branch }, context) => {
    const { user } = await requireMember(context);
    const found = await context.catalog.branch(context.brand.id, branch);
    if (!found) throw new AppError('branch.notFound', { branch });
    // Valid up to and including its last day, in the branch's time zone.
    const today = toBranchLocal(context.clock.now(), found.time_zone).date;
    const courses = await findMemberCourses(context.db, { userId: user.id, brandId: found.brand_id });
    return courses
      .filter((course) => course.expiresOn >= today && volumeAvailable(course) > 0)
      .map((course) => toCourse(course, context.locale));
  },
};
