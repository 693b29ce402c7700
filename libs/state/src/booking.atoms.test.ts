/** @jest-environment jsdom */
import { createStore } from 'jotai';
import type * as BookingModule from './booking.atoms';
import {
  BOOKING_STORAGE_KEY,
  bookingAtom,
  draftStorageAtom,
  guestsJson,
  journeyAtom,
  memoryStorage,
  resetJourneyAtom,
  updateGuestAtom,
  withGuestCount,
} from './booking.atoms';

/** A store whose draft lives in sessionStorage, as the web configures it. */
function webStore(draftStorageAtomOf = draftStorageAtom) {
  const store = createStore();
  store.set(draftStorageAtomOf, sessionStorage);
  return store;
}

describe('booking draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('persists in sessionStorage under isbs-vuex-vp and survives a new store (a reload)', () => {
    const store = webStore();
    store.set(bookingAtom, { branchId: 'b1', date: '2026-12-01', time: '11:00:00' });
    const saved = JSON.parse(sessionStorage.getItem(BOOKING_STORAGE_KEY) ?? '{}');
    expect(saved.booking.branchId).toBe('b1');

    // A reload evaluates the module again, which reads the stored draft.
    jest.isolateModules(() => {
      const reloadedModule = jest.requireActual<typeof BookingModule>('./booking.atoms');
      expect(webStore(reloadedModule.draftStorageAtom).get(reloadedModule.bookingAtom)).toMatchObject({
        branchId: 'b1',
        time: '11:00:00',
      });
    });
  });

  it('keeps the same JSON under the same key in a memory storage, and never touches sessionStorage', () => {
    const storage = memoryStorage();
    const store = createStore();
    store.set(draftStorageAtom, storage);
    store.set(bookingAtom, { branchId: 'b1' });
    expect(JSON.parse(storage.getItem(BOOKING_STORAGE_KEY) ?? '{}')).toEqual(store.get(journeyAtom));
    expect(sessionStorage.length).toBe(0);
  });

  it('is forgotten after reset', () => {
    const store = webStore();
    store.set(bookingAtom, { branchId: 'b1' });
    store.set(resetJourneyAtom);
    expect(sessionStorage.getItem(BOOKING_STORAGE_KEY)).toBeNull();
    expect(store.get(journeyAtom).booking.branchId).toBeNull();
  });

  it('keeps the guests that stay when the count changes', () => {
    const store = createStore();
    store.set(bookingAtom, (b) => withGuestCount(b, 3));
    store.set(updateGuestAtom, 2, { name: 'Nok', treatments: ['p1'] });
    store.set(bookingAtom, (b) => withGuestCount(b, 2));
    expect(JSON.parse(guestsJson(store.get(bookingAtom)))).toEqual([
      { no: 1, start: { onsen: null, spa: null }, treatments: [] },
      { no: 2, name: 'Nok', start: { onsen: null, spa: null }, treatments: ['p1'] },
    ]);
  });

  it('drops a stale allotment when a guest changes', () => {
    const store = createStore();
    store.set(bookingAtom, {
      state: 'pending',
      allotment: {
        is_bookable: false,
        message: 'x',
        guests: [],
        suggest_branches: { pool: [], province: [] },
        is_swappable_branch: false,
      },
    });
    store.set(updateGuestAtom, 1, { treatments: ['p2'] });
    expect(store.get(bookingAtom)).toMatchObject({ state: 'check', allotment: null });
  });
});
