// The waitlist (docs/product-rules.md, Waitlist): customers join it for a full time; a job offers them freed
// places, woken at once when places free up (`sabai_places_freed`) and every minute besides.
import typeDefs from '@sabai/graphql/schema/waitlist.graphql';
import { formatTimeOfDay } from '@sabai/booking-rules';
import type { ApiFeature } from '../core/feature';
import { joinWaitlist } from './join-waitlist.service';
import { offerFreedPlaces } from './offer-waitlist.job';

/** A brand gone from the registry keeps the built-in limits. */
const NO_LIMITS = { maxGuests: null, advanceMin: null };

export const waitlistFeature: ApiFeature = {
  name: 'waitlist',
  typeDefs,
  mutations: {
    joinWaitlist: async (_parent, { input }, context) => {
      const entry = await joinWaitlist(context, input);
      return {
        id: entry.id,
        state: 'waiting',
        date: entry.date,
        time_from: formatTimeOfDay(entry.timeFrom),
        time_until: formatTimeOfDay(entry.timeUntil),
      };
    },
  },
  jobs: (deps) => [
    {
      name: 'offer-waitlist',
      cron: '* * * * *',
      wakeOn: 'sabai_places_freed',
      run: () =>
        offerFreedPlaces({
          db: deps.db,
          catalog: deps.catalog,
          clock: deps.clock,
          offerSeconds: deps.config.waitlistOfferSeconds,
          bookingLimits: async (brandId) =>
            (await deps.brands.all()).find((brand) => brand.id === brandId)?.bookingLimits ?? NO_LIMITS,
        }).then(() => {}),
    },
  ],
};
