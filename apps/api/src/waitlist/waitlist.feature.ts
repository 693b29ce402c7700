// The waitlist (docs/product-rules.md, Waitlist): customers join it for a full time; a job offers them freed
// places, woken at once when places free up (`sabai_places_freed`) and every minute besides.
import typeDefs from '@sabai/graphql/schema/waitlist.graphql';
import { formatTimeOfDay } from '@sabai/booking-rules';
import type { Selectable } from 'kysely';
import type { ApiFeature } from '../core/feature';
import type { WaitlistEntryTable } from '../db/schema';
import { joinWaitlist } from './join-waitlist.service';
import { leaveWaitlist } from './leave-waitlist.service';
import { offerFreedPlaces } from './offer-waitlist.job';

/** A brand gone from the registry keeps the built-in limits. */
const NO_LIMITS = { maxGuests: null, advanceMin: null };

function toEntry(entry: Selectable<WaitlistEntryTable>) {
  return {
    id: entry.id,
    token: null,
    state: entry.state,
    date: entry.date,
    time_from: formatTimeOfDay(entry.time_from),
    time_until: formatTimeOfDay(entry.time_until),
  };
}

export const waitlistFeature: ApiFeature = {
  name: 'waitlist',
  typeDefs,
  mutations: {
    joinWaitlist: async (_parent, { input }, context) => {
      const entry = await joinWaitlist(context, input);
      return {
        id: entry.id,
        token: entry.token,
        state: 'waiting',
        date: entry.date,
        time_from: formatTimeOfDay(entry.timeFrom),
        time_until: formatTimeOfDay(entry.timeUntil),
      };
    },
    leaveWaitlist: async (_parent, { id, token }, context) =>
      toEntry(await leaveWaitlist(context, id, token)),
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
