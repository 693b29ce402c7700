import type { ApiFeature } from '../core/feature';
import { courseQueries } from './course.resolver';

/** A member's prepaid courses. */
export const courseFeature: ApiFeature = { name: 'course', queries: courseQueries };
