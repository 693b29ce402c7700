import * as api from './index.js';

describe('the public API', () => {
  it('exports exactly these values (types are checked by tsc)', () => {
    const exported = Object.entries(api).map(([name, value]) => `${name}: ${typeof value}`);
    expect(exported.sort()).toMatchInlineSnapshot(`
     [
       "BOOKING_EVENTS: object",
       "BOOKING_STATES: object",
       "DEFAULT_BOOKING_HORIZON_DAYS: number",
       "MIN_BUNDLE_ITEMS: number",
       "MOST_ONLINE_GUESTS: number",
       "THAI_VAT_PERCENT: number",
       "WAITLIST_LONGEST_WINDOW_MIN: number",
       "WAITLIST_OFFER_LEAD_MIN: number",
       "WAITLIST_WINDOW_STEPS_MIN: object",
       "allocateGuests: function",
       "assertBranchHours: function",
       "assertPercent: function",
       "assertSatang: function",
       "beyondHorizon: function",
       "bookingTimeSlots: function",
       "brandBookingOptions: function",
       "bundleRules: function",
       "capacityBucketMin: number",
       "closingMinute: function",
       "computeOrderSummary: function",
       "courseSetsUsed: function",
       "currency: string",
       "dateProblems: function",
       "defaultDepositPercent: number",
       "defaultTierPercents: object",
       "findCourse: function",
       "findProduct: function",
       "forcedProductIds: function",
       "formatCourseItemId: function",
       "formatDateTime: function",
       "formatThb: function",
       "formatTimeOfDay: function",
       "freeAtkMinimumSatang: number",
       "guestCapacityNeeds: function",
       "guestDerived: function",
       "holdLapsed: function",
       "holdsPlaces: function",
       "includeForcedItems: function",
       "incompleteReasons: function",
       "isCourseItemId: function",
       "isIsoDate: function",
       "isPrevious: function",
       "isUpcoming: function",
       "isWaitlistWindow: function",
       "kioskBookingOptions: object",
       "lastBookableDate: function",
       "minutesBetween: function",
       "minutesPerDay: number",
       "moneyFiguresFromBaht: function",
       "moneyLines: function",
       "needBuckets: function",
       "needsRefundWhenPaid: function",
       "nextIncompleteGuest: function",
       "oilBeforeOnsen: function",
       "onPaymentArrival: function",
       "onlineBookingOptions: object",
       "onsenPlacementOrder: object",
       "onsenPlacements: function",
       "parseBranchHours: function",
       "parseCourseItemId: function",
       "parseDateTime: function",
       "parseThb: function",
       "parseTimeOfDay: function",
       "percentOf: function",
       "placeOnsen: function",
       "problemCodes: object",
       "satangPerBaht: number",
       "satangToThb: function",
       "shownState: function",
       "staffBookingOptions: object",
       "thbToSatang: function",
       "tierDiscountPercent: function",
       "toBranchLocal: function",
       "toOrderSummaryWire: function",
       "transition: function",
       "usableVouchers: function",
       "usageKey: function",
       "validateBooking: function",
       "validateBookingTime: function",
       "validateGuest: function",
       "validatePointsUse: function",
       "validateWalletUse: function",
       "vatIncludedSatang: function",
       "voucherEligibility: function",
       "weekdayOf: function",
       "zeroOrderSummary: object",
     ]
    `);
  });

  it('seeds the decisions of the product rules', () => {
    expect(api.onlineBookingOptions).toEqual({
      maxGuests: 6,
      advanceMin: 60,
      slotStepMin: 30,
      akasuriTag: 'akasuri',
    });
    expect(api.kioskBookingOptions).toMatchObject({ maxGuests: 6, advanceMin: 0, slotStepMin: 15 });
    expect(api.staffBookingOptions).toMatchObject({ maxGuests: 50, advanceMin: 0, slotStepMin: 15 });
    // A brand's group limit holds on the web and the kiosk, its advance time on the web only; staff keep theirs.
    const brand = { maxGuests: 4, advanceMin: 120 };
    expect(api.brandBookingOptions('web', brand)).toMatchObject({
      maxGuests: 4,
      advanceMin: 120,
      slotStepMin: 30,
    });
    expect(api.brandBookingOptions('kiosk', brand)).toMatchObject({
      maxGuests: 4,
      advanceMin: 0,
      slotStepMin: 15,
    });
    expect(api.brandBookingOptions('staff', brand)).toEqual(api.staffBookingOptions);
    expect(api.brandBookingOptions('web', { maxGuests: null, advanceMin: null })).toEqual(
      api.onlineBookingOptions,
    );
    expect(api.defaultDepositPercent).toBe(50);
    expect(api.freeAtkMinimumSatang).toBe(500 * api.satangPerBaht);
    expect(api.currency).toBe('THB');
  });
});
