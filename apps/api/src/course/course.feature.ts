import typeDefs from '@sabai/graphql/schema/course.graphql';
import type { ApiFeature } from '../core/feature';
import { courseQueries } from './course.resolver';

/** A member's prepaid courses. */
export const courseFeature: ApiFeature = {
  typeDefs,
  name: 'course',
  queries: courseQueries,
};
