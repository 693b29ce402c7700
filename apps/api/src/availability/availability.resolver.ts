import { formatTimeOfDay } from '@sabai/booking-rules';
import type { QueryResolvers } from '../graphql/generated/resolvers';
import { availabilityMonth } from './availability-month.service';
import { availability } from './availability.service';

export const availabilityQueries: Pick<QueryResolvers, 'availability' | 'availabilityMonth'> = {
  availability: async (_parent, { input }, context) => {
    const day = await availability(context, input);
    return {
      date: day.date,
      times: day.times.map((t) => ({
        time: formatTimeOfDay(t.time),
        is_free: t.isFree,
        next_free: t.nextFree.map(formatTimeOfDay),
      })),
    };
  },
  availabilityMonth: async (_parent, { input }, context) =>
    (await availabilityMonth(context, input)).map((d) => ({ date: d.date, has_free: d.hasFree })),
};
