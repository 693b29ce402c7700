/**
 * The numbers the booking rules run with; seed defaults below, stored per brand or branch
 * (docs/product-rules.md, Booking).
 */
export interface BookingOptions {
  /**
   * Most guests in one booking; larger groups use the direct request form. `onlineBookingOptions.maxGuests`
   * is the one definition of the online limit (6): read it from there rather than writing 6 again.
   */
  readonly maxGuests: number;
  /** Minutes between now and the booking's start, at least. */
  readonly advanceMin: number;
  /** Start times fall on multiples of this many minutes after midnight. */
  readonly slotStepMin: number;
  /** The product tag that marks akasuri (a scrub that needs the onsen). */
  readonly akasuriTag: string;
}

/** Web bookings: at most 6 guests, 60 minutes in advance, a start every 30 minutes. */
export const onlineBookingOptions: BookingOptions = {
  maxGuests: 6,
  advanceMin: 60,
  slotStepMin: 30,
  akasuriTag: 'akasuri',
};

/**
 * Kiosk bookings: the customer is at the branch, so they may start from now, and the kiosk offers the
 * earliest start on the 15-minute grid places are counted in rather than make them wait for the half hour.
 */
export const kioskBookingOptions: BookingOptions = {
  ...onlineBookingOptions,
  advanceMin: 0,
  slotStepMin: 15,
};

/**
 * Staff bookings (docs/product-rules.md, Bookings made by staff): the customer is on the phone or at the
 * desk, so from now, on the 15-minute grid places are counted in, and no online group limit (the input's own
 * bound of 50 guests stays).
 */
export const staffBookingOptions: BookingOptions = {
  ...onlineBookingOptions,
  maxGuests: 50,
  advanceMin: 0,
  slotStepMin: 15,
};

/** The most guests a brand may allow in one web or kiosk booking (its online group limit is 1 to this). */
export const MOST_ONLINE_GUESTS = 20;

/** What a brand sets of the online rules (docs/product-rules.md, Booking); null keeps the built-in value. */
export interface BrandBookingLimits {
  maxGuests: number | null;
  advanceMin: number | null;
}

/**
 * A channel's options under its brand's settings, the same on the server and in the apps: the brand's group limit
 * holds on the web and the kiosk, its advance time on the web (the kiosk's customer is already there); staff
 * book from now and above the online limit, whatever the brand sets.
 */
export function brandBookingOptions(
  channel: 'web' | 'kiosk' | 'staff',
  brand: BrandBookingLimits,
): BookingOptions {
  if (channel === 'staff') return staffBookingOptions;
  const base = channel === 'kiosk' ? kioskBookingOptions : onlineBookingOptions;
  return {
    ...base,
    maxGuests: brand.maxGuests ?? base.maxGuests,
    advanceMin: channel === 'web' ? (brand.advanceMin ?? base.advanceMin) : base.advanceMin,
  };
}
