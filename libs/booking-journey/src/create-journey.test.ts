// The journey with a kiosk's configuration: memory for the draft, a fixed clock, starts from now. The
// browser's sessionStorage throws here, so anything reaching for it would fail the test.
import { BOOKING_STORAGE_KEY, bookingAtom, draftStorageAtom, guestList, journeyAtom } from '@sabai/state';
import { createStore } from 'jotai';
import { rulesCatalog } from './catalog';
import { createJourney } from './create-journey';
import { kioskBookingOptions, onlineBookingOptions } from '@sabai/booking-rules';
import { aBranch, aConfig, aProduct, withoutSessionStorage } from './testing/journey-builders';

withoutSessionStorage();

const branch = aBranch();
const today = '2026-11-25';

describe('a journey with memory storage and a fixed clock', () => {
  it('runs where the browser’s session storage is out of reach', () => {
    expect(() => window.sessionStorage).toThrow();
  });

  it.each([
    ['the kiosk sells from now, every 15 minutes', kioskBookingOptions, '10:15:00'],
    ['the web an hour ahead', onlineBookingOptions, '11:30:00'],
  ])('start times at 10:10: %s', (_, options, first) => {
    const journey = createJourney(aConfig());
    const now = journey.branchNow(branch);
    expect(now).toEqual({ date: today, time: 10 * 60 + 10 });
    expect(journey.startTimes(branch, today, now, options)[0]).toBe(first);
  });

  it.each([
    ['kiosk', kioskBookingOptions, []],
    ['web', onlineBookingOptions, ['advance_time_required']],
  ])('checks a 10:30 booking by the %s rules', (_, options, codes) => {
    const journey = createJourney(aConfig());
    const store = createStore();
    store.set(draftStorageAtom, journey.config.storage);
    store.set(bookingAtom, { branchId: branch.id, date: today, time: '10:30:00' });
    store.set(bookingAtom, (b) => ({
      ...b,
      guests: { '1': { ...b.guests['1']!, treatments: ['thai-60'] } },
    }));
    const booking = store.get(bookingAtom);
    const problems = journey.bookingProblems(
      branch,
      booking,
      guestList(booking),
      rulesCatalog([aProduct()]),
      options,
    );
    expect(problems.map((p) => p.code)).toEqual(codes);
  });

  it('keeps the draft in memory under the web’s key and shape', () => {
    const config = aConfig();
    const store = createStore();
    store.set(draftStorageAtom, config.storage);
    store.set(bookingAtom, { branchId: branch.id, date: today, time: '10:30:00' });
    expect(JSON.parse(config.storage.getItem(BOOKING_STORAGE_KEY) ?? 'null')).toEqual(store.get(journeyAtom));
  });

  it('links to the channel’s pages and remembers the last booking in its storage', () => {
    const journey = createJourney(aConfig());
    expect(journey.confirmPath('YU-20261125-0001', 'b 1', 't&1')).toBe(
      '/confirm/YU-20261125-0001?booking=b%201&token=t%261',
    );
    expect(journey.resumePath('b1', 't&1')).toBe('/booking/b1?token=t%261');
    expect(journey.lastBooking()).toBeNull();
    journey.rememberBooking({ no: 'YU-1', id: 'b1', token: 't1' });
    expect(journey.lastBooking()).toEqual({ no: 'YU-1', id: 'b1', token: 't1' });
  });
});
