// The customer's booking draft and the treatment picker's state (docs/architecture.md, The booking journey).
// Both persist under `isbs-vuex-vp` in the storage the app's journey configuration gives (the web's
// sessionStorage, so a reload anywhere in the journey keeps them; memory at a kiosk), and are cleared once
// the booking is confirmed.
import type { PrebookMutation } from '@sabai/graphql';
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';

export const BOOKING_STORAGE_KEY = 'isbs-vuex-vp';

export type PaymentMethod = 'card' | 'qr' | 'alipay' | 'wechat' | 'unionpay';
export const paymentMethods: readonly PaymentMethod[] = ['card', 'qr', 'alipay', 'wechat', 'unionpay'];

export interface GuestDraft {
  no: number;
  name: string;
  /** Start times 'HH:mm:ss', chosen when the guest's list includes the onsen. */
  start: { onsen: string | null; spa: string | null };
  treatments: string[];
}

type PrebookAnswer = PrebookMutation['prebook'];

export type SuggestedBranch = PrebookAnswer['suggest_branches']['pool'][number];

/** prebook's answer when the places were not all there, kept in the draft to show why and where else. */
export type Allotment = Pick<
  PrebookAnswer,
  'is_bookable' | 'message' | 'guests' | 'suggest_branches' | 'is_swappable_branch'
>;

export interface BookingDraft {
  /** The server's booking id and secret, once prebooked. */
  id: string | null;
  token: string | null;
  no: string | null;
  channel: string;
  guestCount: number;
  /** 'YYYY-MM-DD' and 'HH:mm:ss' in the branch's time zone. */
  date: string | null;
  time: string | null;
  brandId: string | null;
  branchId: string | null;
  promoCode: string;
  /** Keyed by guest number. */
  guests: Record<string, GuestDraft>;
  contact: { name: string; phone: string; email: string };
  tax: { enable: boolean; id: string; name: string; address: string; phone: string };
  request: string;
  /**
   * The chosen method and, once the gateway order exists, where the customer pays, and for a QR method what
   * the QR holds (a kiosk draws it on its screen; absent in drafts saved before the kiosk sold).
   */
  payment: { method: PaymentMethod; redirectUrl: string | null; qrText?: string | null };
  /** A member's wallet money (THB) and points put towards the payment; 0 for none. */
  useWallet: number;
  usePoints: number;
  allotment: Allotment | null;
  /** When the server releases the hold, ISO 8601. */
  holdExpiresAt: string | null;
  state: 'check' | 'pending';
}

export type ProductSort = 'default' | 'price_asc' | 'price_desc' | 'duration' | 'name';

export interface ProductDraft {
  activeGuest: number;
  /** The branch's product_filter id, or null for everything. */
  filter: string | null;
  sort: ProductSort;
  search: string;
}

export interface JourneyState {
  booking: BookingDraft;
  product: ProductDraft;
}

export function aGuest(no: number): GuestDraft {
  return { no, name: '', start: { onsen: null, spa: null }, treatments: [] };
}

export const emptyBooking: BookingDraft = {
  id: null,
  token: null,
  no: null,
  channel: 'isbs',
  guestCount: 1,
  date: null,
  time: null,
  brandId: null,
  branchId: null,
  promoCode: '',
  guests: { '1': aGuest(1) },
  contact: { name: '', phone: '', email: '' },
  tax: { enable: false, id: '', name: '', address: '', phone: '' },
  request: '',
  payment: { method: 'card', redirectUrl: null },
  useWallet: 0,
  usePoints: 0,
  allotment: null,
  holdExpiresAt: null,
  state: 'check',
};

export const emptyProductState: ProductDraft = { activeGuest: 1, filter: null, sort: 'default', search: '' };

/** Where the draft is kept as JSON text: `sessionStorage` on the web, `memoryStorage()` at a kiosk. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A storage that lives as long as the page: nothing survives a reload, nothing touches the browser's. */
export function memoryStorage(): DraftStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * The store's draft storage, set once by the app's journey configuration (JourneyProvider); memory until
 * then, so code that runs without one never reaches for a browser storage.
 */
export const draftStorageAtom = atom<DraftStorage>(memoryStorage());

// One persisted atom per storage, read when first asked for (`getOnInit`): a reload shows the stored draft
// on the first render.
const persistedDrafts = new WeakMap<DraftStorage, ReturnType<typeof persistedDraft>>();
const persistedDraft = (storage: DraftStorage) =>
  atomWithStorage<JourneyState>(
    BOOKING_STORAGE_KEY,
    { booking: emptyBooking, product: emptyProductState },
    createJSONStorage<JourneyState>(() => storage),
    { getOnInit: true },
  );
function draftIn(storage: DraftStorage) {
  let draft = persistedDrafts.get(storage);
  if (!draft) persistedDrafts.set(storage, (draft = persistedDraft(storage)));
  return draft;
}

type JourneyUpdate = JourneyState | typeof RESET | ((current: JourneyState) => JourneyState | typeof RESET);

export const journeyAtom = atom(
  (get) => get(draftIn(get(draftStorageAtom))),
  (get, set, update: JourneyUpdate) => set(draftIn(get(draftStorageAtom)), update),
);

type Update<T> = Partial<T> | ((current: T) => T);
const apply = <T>(current: T, update: Update<T>): T =>
  typeof update === 'function' ? update(current) : { ...current, ...update };

export const bookingAtom = atom(
  (get) => get(journeyAtom).booking,
  (get, set, update: Update<BookingDraft>) => {
    const journey = get(journeyAtom);
    set(journeyAtom, { ...journey, booking: apply(journey.booking, update) });
  },
);

export const productStateAtom = atom(
  (get) => get(journeyAtom).product,
  (get, set, update: Update<ProductDraft>) => {
    const journey = get(journeyAtom);
    set(journeyAtom, { ...journey, product: apply(journey.product, update) });
  },
);

/** The guests in order, exactly `guestCount` of them. */
export const guestListAtom = atom((get) => guestList(get(bookingAtom)));

export function guestList(booking: BookingDraft): GuestDraft[] {
  return Array.from({ length: booking.guestCount }, (_, i) => booking.guests[String(i + 1)] ?? aGuest(i + 1));
}

/** Changes the guest count, keeping the guests that stay and adding empty ones. */
export function withGuestCount(booking: BookingDraft, guestCount: number): BookingDraft {
  const guests: Record<string, GuestDraft> = {};
  for (let no = 1; no <= guestCount; no += 1) guests[String(no)] = booking.guests[String(no)] ?? aGuest(no);
  return { ...booking, guestCount, guests };
}

/**
 * Anything that changes where or when the visit is, or who comes, makes an earlier hold meaningless:
 * the next prebook moves it (same id and token), and the allotment answer is stale.
 */
export function withChangedVisit(booking: BookingDraft, change: Partial<BookingDraft>): BookingDraft {
  return { ...booking, ...change, allotment: null, state: 'check', holdExpiresAt: null };
}

/** A new date or time moves the whole visit: the guests' onsen and spa start times are chosen again. */
export function withVisitTime(booking: BookingDraft, change: Pick<Partial<BookingDraft>, 'date' | 'time'>) {
  const guests = Object.fromEntries(
    Object.entries(booking.guests).map(([no, g]) => [no, { ...g, start: { onsen: null, spa: null } }]),
  );
  return withChangedVisit(booking, { ...change, guests });
}

export const updateGuestAtom = atom(null, (get, set, no: number, update: Update<GuestDraft>) => {
  const booking = get(bookingAtom);
  const guest = booking.guests[String(no)] ?? aGuest(no);
  set(bookingAtom, withChangedVisit(booking, { guests: { ...booking.guests, [no]: apply(guest, update) } }));
});

/** After confirmation, and on "start again": the draft and the picker's state are forgotten. */
export const resetJourneyAtom = atom(null, (_get, set) => set(journeyAtom, RESET));

/** The guests as the API takes them (docs/api.md, Conventions: `treatments`): JSON of the list. */
export function guestsJson(booking: BookingDraft): string {
  return JSON.stringify(
    guestList(booking).map((g) => ({
      no: g.no,
      ...(g.name.trim() ? { name: g.name.trim() } : {}),
      start: g.start,
      treatments: g.treatments,
    })),
  );
}

/** 'YYYY-MM-DD HH:mm:ss', or null until both are chosen. */
export function bookingDateTime(booking: BookingDraft): string | null {
  return booking.date && booking.time ? `${booking.date} ${booking.time}` : null;
}
