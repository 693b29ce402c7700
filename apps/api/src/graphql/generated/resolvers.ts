import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date, YYYY-MM-DD, in the branch's time zone. */
  Date: { input: string; output: string; }
  /** Money in Thai baht with two decimals (integer satang on the server). */
  Money: { input: number; output: number; }
  /** A time of day, HH:mm:ss, in the branch's time zone. */
  Time: { input: string; output: string; }
};

export type AcceptLegalInput = {
  /** The booking the rule was accepted with, when there is one; only its holder may name it (booking_token). */
  booking_id?: InputMaybe<Scalars['ID']['input']>;
  /** The booking's secret token from prebook (or the session of the member who owns it). */
  booking_token?: InputMaybe<Scalars['String']['input']>;
  contact_email?: InputMaybe<Scalars['String']['input']>;
  contact_phone?: InputMaybe<Scalars['String']['input']>;
  /** terms, privacy or cookies. */
  rule: Scalars['String']['input'];
  /** The version of the rule's text the visitor saw, at most 20 characters. */
  version: Scalars['String']['input'];
};

export type AcceptLegalResult = {
  __typename?: 'AcceptLegalResult';
  status: Scalars['Boolean']['output'];
};

export type AuthResult = {
  __typename?: 'AuthResult';
  access_token: Scalars['String']['output'];
  expires_in: Scalars['Int']['output'];
  token_type: Scalars['String']['output'];
  user: User;
};

export type Availability = {
  __typename?: 'Availability';
  date: Scalars['String']['output'];
  times: Array<AvailableTime>;
};

export type AvailabilityDay = {
  __typename?: 'AvailabilityDay';
  /** 'YYYY-MM-DD'. */
  date: Scalars['String']['output'];
  /** Whether any start time of the day is free for the party. */
  has_free: Scalars['Boolean']['output'];
};

export type AvailabilityInput = {
  /**
   * A paid booking its customer moves (docs/product-rules.md, Changes by the customer), with its token (or asked by
   * its owning member): its own guests, treatments and start times are counted, its own places count as free,
   * and guest_count, treatments and time are taken from it. booking.notFound for another branch's or a stranger's.
   */
  booking_id?: InputMaybe<Scalars['ID']['input']>;
  branch_id: Scalars['ID']['input'];
  /** 'YYYY-MM-DD', branch local time. */
  date: Scalars['String']['input'];
  guest_count: Scalars['Int']['input'];
  /** 'HH:mm[:ss]': the booking time the guests' start times were chosen for; they move with each time asked. */
  time?: InputMaybe<Scalars['String']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
  /** The guests as JSON, as in PrebookInput; when given, their treatments and start times are counted. */
  treatments?: InputMaybe<Scalars['String']['input']>;
};

export type AvailabilityMonthInput = {
  branch_id: Scalars['ID']['input'];
  guest_count: Scalars['Int']['input'];
  /** 'YYYY-MM'. */
  month: Scalars['String']['input'];
};

export type AvailableTime = {
  __typename?: 'AvailableTime';
  /** Whether the whole party fits at this time. */
  is_free: Scalars['Boolean']['output'];
  /** For a full time, up to three free start times of the same day, the nearest later ones first. */
  next_free: Array<Scalars['String']['output']>;
  /** 'HH:mm:ss', branch local time. */
  time: Scalars['String']['output'];
};

export type Branch = {
  __typename?: 'Branch';
  address: Scalars['String']['output'];
  /** Short branch name, e.g. 'Sukhumvit'. */
  branch: Scalars['String']['output'];
  brand: Brand;
  brand_id: Scalars['ID']['output'];
  close_date?: Maybe<Scalars['Date']['output']>;
  close_time: Scalars['Time']['output'];
  /** Days it is closed although it opens that weekday (holidays), from yesterday on, in order. */
  closed_dates: Array<Scalars['Date']['output']>;
  friendly_address: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The branch's photo, uploaded in admin; null for none. */
  image?: Maybe<Image>;
  /** Full display name, e.g. 'Yuzen Onsen & Spa Sukhumvit'. */
  name: Scalars['String']['output'];
  open_date: Scalars['Date']['output'];
  /** Days of the week the branch opens, 0 = Sunday ... 6 = Saturday. */
  open_days: Array<Scalars['Int']['output']>;
  open_time: Scalars['Time']['output'];
  pool: Scalars['String']['output'];
  product_filter: Array<ProductFilter>;
  province: Scalars['String']['output'];
  province_code: Scalars['String']['output'];
  time_zone: Scalars['String']['output'];
};

export type Brand = {
  __typename?: 'Brand';
  ads: Array<KioskAd>;
  code: Scalars['String']['output'];
  colors: BrandColors;
  id: Scalars['ID']['output'];
  /** The current version of each legal text; a cookie choice made under another cookies version is asked again. */
  legal_versions: LegalVersions;
  logo: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The brand's online group limit and advance time, which the server checks a web booking against. */
  online_booking: OnlineBooking;
  url: BrandUrls;
};

export type BrandColors = {
  __typename?: 'BrandColors';
  primary: Scalars['String']['output'];
  secondary: Scalars['String']['output'];
};

export type BrandUrls = {
  __typename?: 'BrandUrls';
  app: Scalars['String']['output'];
  /** Customer-management endpoint for Register and Profile links. */
  customer: Scalars['String']['output'];
  faq: Scalars['String']['output'];
};

export type BundleItem = {
  __typename?: 'BundleItem';
  duration: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  is_must_after_onsen: Scalars['Boolean']['output'];
  is_onsen_fee: Scalars['Boolean']['output'];
  is_use_oil_material: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  type: ProductType;
};

export type CancelledBooking = {
  __typename?: 'CancelledBooking';
  id: Scalars['ID']['output'];
  /** Baht given back. */
  refund_amount: Scalars['Float']['output'];
  /** none, wallet or gateway. */
  refund_via: Scalars['String']['output'];
  state: Scalars['String']['output'];
};

/** A prepaid course a member owns. One unit of volume is one set of treatments_per_set items. */
export type Course = {
  __typename?: 'Course';
  bundle: Array<CourseItem>;
  code: Scalars['String']['output'];
  /** 'YYYY-MM-DD', the last day the course may be used on. */
  expired_at: Scalars['String']['output'];
  /** The member course's id: the 'C…' part of its items' ids. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  treatments_per_set: Scalars['Int']['output'];
  type: Scalars['String']['output'];
  volume_available: Scalars['Int']['output'];
  volume_total: Scalars['Int']['output'];
  volume_used: Scalars['Int']['output'];
};

/** A treatment a course covers. */
export type CourseItem = {
  __typename?: 'CourseItem';
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** Minutes. */
  duration: Scalars['Int']['output'];
  /** The 'R…' part of a course item id 'R<id>:C<course id>'. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The treatment's list price, for information: a course item is priced 0 in a booking. */
  price: Scalars['Money']['output'];
  tags: Array<Scalars['String']['output']>;
  type: ProductType;
};

export type DirectRequestInput = {
  /** A branch of the request's brand. */
  branch_id: Scalars['ID']['input'];
  contact_email: Scalars['String']['input'];
  contact_name: Scalars['String']['input'];
  /** A Thai mobile number, e.g. 081-234-5678 or +66 81 234 5678. */
  contact_phone: Scalars['String']['input'];
  /** 'YYYY-MM-DD', branch local time; today or later. */
  date: Scalars['String']['input'];
  /** 7 to 200 guests; up to 6 book online. */
  guest_count: Scalars['Int']['input'];
  /** Anything the staff should know, at most 2000 characters. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** 'HH:mm', branch local time, when the customer has one in mind. */
  time?: InputMaybe<Scalars['String']['input']>;
};

export type DirectRequestResult = {
  __typename?: 'DirectRequestResult';
  /** The stored request's id, to quote when staff call back. */
  id: Scalars['ID']['output'];
  status: Scalars['Boolean']['output'];
};

export type GuestAllotment = {
  __typename?: 'GuestAllotment';
  is_bookable: Scalars['Boolean']['output'];
  message?: Maybe<Scalars['String']['output']>;
  no: Scalars['Int']['output'];
};

/** A photo uploaded in admin, in AVIF and WebP at a few widths. */
export type Image = {
  __typename?: 'Image';
  /** srcset of the AVIF variants ('/media/<id>/320.avif 320w, …'). */
  avif: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The smallest WebP, for browsers without srcset. */
  src: Scalars['String']['output'];
  /** srcset of the WebP variants. */
  webp: Scalars['String']['output'];
  /** Pixels of the photo as uploaded (upright), for the page's layout before it loads. */
  width: Scalars['Int']['output'];
};

export type KPaymentOrder = {
  __typename?: 'KPaymentOrder';
  amount: Scalars['Money']['output'];
  booking_id: Scalars['ID']['output'];
  booking_no?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  merchant_id?: Maybe<Scalars['String']['output']>;
  method: Scalars['String']['output'];
  /** What the QR on a kiosk's screen holds; null for card and when nothing is left to pay. */
  qr_text?: Maybe<Scalars['String']['output']>;
  /**
   * Where the customer pays: the gateway's hosted page. When wallet and points pay everything, no gateway is
   * involved: the booking is confirmed at once (booking_no set, amount 0) and this is the site's own
   * confirmation page, '/book/confirm/{booking_no}?booking={id}&token={token}' (a path, not a full URL).
   */
  redirect_url: Scalars['String']['output'];
  reference?: Maybe<Scalars['String']['output']>;
  terminal_id?: Maybe<Scalars['String']['output']>;
  token: Scalars['String']['output'];
};

export type KPaymentOrderInput = {
  branch_id?: InputMaybe<Scalars['ID']['input']>;
  brand_id?: InputMaybe<Scalars['ID']['input']>;
  contact_email?: InputMaybe<Scalars['String']['input']>;
  contact_name?: InputMaybe<Scalars['String']['input']>;
  contact_phone?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  date_time?: InputMaybe<Scalars['String']['input']>;
  deposit?: InputMaybe<Scalars['Money']['input']>;
  discount: Scalars['Money']['input'];
  domain_id?: InputMaybe<Scalars['ID']['input']>;
  grand_total: Scalars['Money']['input'];
  guest_count?: InputMaybe<Scalars['Int']['input']>;
  /** The booking id from prebook. */
  id: Scalars['ID']['input'];
  no?: InputMaybe<Scalars['String']['input']>;
  /** card, qr (PromptPay), alipay, wechat or unionpay. */
  payment_method: Scalars['String']['input'];
  /** What use_points are worth by the server's rate; must match it. */
  points_value?: InputMaybe<Scalars['Money']['input']>;
  promo_code?: InputMaybe<Scalars['String']['input']>;
  remain?: InputMaybe<Scalars['Money']['input']>;
  request?: InputMaybe<Scalars['String']['input']>;
  sub_total: Scalars['Money']['input'];
  tax_address?: InputMaybe<Scalars['String']['input']>;
  /** Tax invoice details, sent only when the customer asks for a tax invoice. */
  tax_id?: InputMaybe<Scalars['String']['input']>;
  tax_name?: InputMaybe<Scalars['String']['input']>;
  tax_phone?: InputMaybe<Scalars['String']['input']>;
  tier_discount: Scalars['Money']['input'];
  /** The booking's secret token from prebook. Without it, only the member who owns the booking may pay it: an id alone opens nothing. */
  token?: InputMaybe<Scalars['String']['input']>;
  treatments?: InputMaybe<Scalars['String']['input']>;
  /** Points to pay with (logged-in member only): exactly one of the member's conversion rates. */
  use_points?: InputMaybe<Scalars['Int']['input']>;
  /** Wallet money to pay with (logged-in member only): more than 0, at most the balance and the amount to pay. */
  use_wallet?: InputMaybe<Scalars['Money']['input']>;
};

/** What the customer's return from the gateway finds. */
export type KPaymentResult = {
  __typename?: 'KPaymentResult';
  booking_id: Scalars['ID']['output'];
  booking_no?: Maybe<Scalars['String']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  /** The booking's state: pending, paid, expired, ... */
  state: Scalars['String']['output'];
  /** paid, pending or failed. */
  status: Scalars['String']['output'];
};

export type KioskAd = {
  __typename?: 'KioskAd';
  body: Scalars['String']['output'];
  /** The first and last days it runs (Thailand's calendar, docs/product-rules.md, Kiosk screens); null is open. */
  first_day?: Maybe<Scalars['Date']['output']>;
  image: Scalars['String']['output'];
  last_day?: Maybe<Scalars['Date']['output']>;
  title: Scalars['String']['output'];
};

/** What the shared screen may show of a booking checked in: no names, no contact. */
export type KioskCheckIn = {
  __typename?: 'KioskCheckIn';
  booking_no: Scalars['String']['output'];
  guest_count: Scalars['Int']['output'];
  /** Start, HH:mm:ss in the branch's time zone. */
  time: Scalars['String']['output'];
};

export type LegalVersions = {
  __typename?: 'LegalVersions';
  cookies: Scalars['String']['output'];
  privacy: Scalars['String']['output'];
  terms: Scalars['String']['output'];
};

/** A booking in the member area (/member, /member/booking/{no}). */
export type MemberBooking = {
  __typename?: 'MemberBooking';
  booking_no?: Maybe<Scalars['String']['output']>;
  branch_id: Scalars['ID']['output'];
  /** The branch's name in the request's language. */
  branch_name: Scalars['String']['output'];
  /** 'YYYY-MM-DD HH:mm:ss', branch local time. */
  date_time: Scalars['String']['output'];
  /** What the payment was opened for; today's price for a booking paid without one. */
  grand_total: Scalars['Money']['output'];
  guest_count: Scalars['Int']['output'];
  guests: Array<PrebookingGuest>;
  id: Scalars['ID']['output'];
  /** Every amount of the payment as it was priced and paid (the paid order's summary), as on the confirmation. */
  payment: PrebookingPayment;
  /** What is still to pay at the branch after the deposit paid online (0 when paid in full). */
  remain: Scalars['Money']['output'];
  /** Whether and until when the customer may cancel it online; null when they may not. */
  self_cancel?: Maybe<SelfCancel>;
  /** paid, checked_in, completed, cancelled or no_show. */
  state: Scalars['String']['output'];
  /** The booking's secret: with the id it opens /book/confirm and is what its QR code holds. */
  token: Scalars['String']['output'];
};

export type MemberQr = {
  __typename?: 'MemberQr';
  /** Seconds until the token expires (60); ask for a new one before. */
  expires_in: Scalars['Int']['output'];
  /** A signed token to draw as a QR code; the kiosk posts it as { input: { qr } } to /api/auth/qr. */
  token: Scalars['String']['output'];
};

export type MoveQuote = {
  __typename?: 'MoveQuote';
  /**
   * What the booking costs at the new time less what it costs at its own, both as priced now; 0 or less moves at
   * once.
   */
  difference: Scalars['Money']['output'];
  /** False when the booking's promotion does not hold at the new time (which is why its price changes). */
  promotion_kept: Scalars['Boolean']['output'];
  /** For a time that costs less: what goes back. */
  refund_amount: Scalars['Money']['output'];
  /** For a time that costs less: where the rest goes back by the brand's policy (none, wallet or gateway). */
  refund_via: Scalars['String']['output'];
  /** For a time that costs less: what comes off the amount still to pay at the branch. */
  remain_off: Scalars['Money']['output'];
};

export type MovedBooking = {
  __typename?: 'MovedBooking';
  /** 'YYYY-MM-DD HH:mm:ss', branch local time: where the booking is now. */
  date_time: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The gateway's page for paying the difference; null when the booking moved at once. */
  payment_url?: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Records that the visitor accepted a legal rule (docs/product-rules.md, Consent (PDPA)): which rule, its
   * version, when, and who (the contact or booking given, with the request's address and browser).
   */
  acceptLegal: AcceptLegalResult;
  /**
   * Cancels a paid booking at its customer's request (docs/product-rules.md, Changes by the customer): its holder
   * (the token) or the member who owns it, until the brand's cut-off (booking.cancelClosed after it;
   * booking.cancelAtBranch when the brand takes no cancellations online). The money goes back by the brand's
   * policy; the places are free at once and the customer gets a message.
   */
  cancelMyBooking: CancelledBooking;
  /**
   * Asks a branch to book a group above the online limit of 6 guests (/book/direct, docs/product-rules.md, Guests). The request
   * is stored and e-mailed to the brand's staff, who answer the customer; no places are held.
   */
  directRequest: DirectRequestResult;
  /**
   * Puts the party on the waitlist of a branch's day for a start between `date_time` and `until`, when no such
   * time is free for it now (waitlist.timeFree otherwise: book it instead). Checked as prebook checks a booking
   * (branch, hours, treatments, contact). When places free up, the first matching entry is offered them: they are
   * held as a booking for the offer's time and the customer gets a link to pay.
   */
  joinWaitlist: WaitlistEntry;
  /**
   * Self check-in: the booking's QR link, scanned at the kiosk's home, moves a paid booking of this branch to
   * checked_in on its day, from an hour before its start. Refusals say why: checkIn.wrongBranch,
   * checkIn.notToday, checkIn.tooEarly, checkIn.alreadyCheckedIn, checkIn.unpaid, booking.transitionRefused,
   * booking.notFound (a link that names no booking, or the wrong secret).
   */
  kioskCheckIn: KioskCheckIn;
  /**
   * Opens the payment of a prebooked booking at the gateway. Every amount is recomputed by the server and
   * must match the client's (payment.unmatched_amount otherwise); asking again returns the same order.
   */
  kpaymentOrder: KPaymentOrder;
  /**
   * Takes an entry off the waitlist at the request of who joined (the token joinWaitlist answered, also in the links
   * of the messages about it). An entry with an offer gives up the offer's places at once. Leaving again answers the
   * same; waitlist.notFound for a wrong id or token, waitlist.closed for an entry already booked or lapsed.
   */
  leaveWaitlist: WaitlistEntry;
  /** Ends the session on the server and clears the cookie. */
  logout: StatusResult;
  /**
   * Moves a paid booking to another day or time at its branch at its customer's request (docs/product-rules.md,
   * Changes by the customer): its holder or owning member, until the same cut-off as cancelling
   * (booking.moveClosed after it; booking.moveAtBranch when the brand takes no changes online). The new time is
   * checked as prebook checks it, the booking's own places counting as free (booking.moveFull when the party does
   * not fit). A time at which it costs more is paid through the gateway: with the difference that
   * myBookingMoveQuote answered and a payment method, it answers payment_url and the booking moves once that
   * payment arrives (booking.movePays without them or when the difference changed); a time at which it costs less
   * moves at once, the difference coming off what is still owed at the branch and the rest going back by the
   * brand's refund policy (as myBookingMoveQuote said). A booking whose own time no longer prices (its promotion
   * ended) is booking.moveChangesPrice. The customer gets a message; the same day and time again changes nothing.
   */
  moveMyBooking: MovedBooking;
  /**
   * Checks a booking, seats its guests in the places left and holds them (docs/product-rules.md, Holds).
   * With the id and token of a pending booking, moves that booking's hold instead.
   */
  prebook: PrebookResult;
  /**
   * A new 15-minute access token for the session of the cookie or Bearer token; the session itself is renewed
   * for its whole lifetime (session_expires_in), so an active member is never logged out mid-booking.
   */
  refreshToken: TokenResult;
  /**
   * Makes a member from a code sent by SMS (ask one at POST /api/auth/otp/request with purpose 'register').
   * A phone or e-mail already registered gets register.duplicate. The new member is logged in (cookie set).
   */
  register: AuthResult;
  /**
   * The holder (the booking's secret token) gives up a pending booking's hold, as the kiosk does when its customer
   * leaves (docs/product-rules.md, Holds): the booking is expired and its places are free at once. An expired
   * booking answers the same; any other state is booking.transitionRefused; a wrong token or id booking.notFound.
   */
  releaseHold: ReleaseHoldResult;
  /** Sets a new password with a code sent by SMS (purpose 'recover'); every session of the member ends. */
  resetPassword: StatusResult;
  /** Records an analytics event (only sent after the visitor accepted analytics cookies). */
  track: TrackResult;
  /** Changes the logged-in member's password; their other sessions end. */
  updatePassword: StatusResult;
  /** Changes the logged-in member's name and birthdate ('YYYY-MM-DD', CE); needs a verified session. */
  updateProfile: User;
  /**
   * Checks the logged-in member's password again (username is their phone or e-mail). The session then counts
   * as verified for 15 minutes, which the profile pages require (the verified guard, docs/product-rules.md, Screens and routes).
   */
  verifyPassword: VerifyPasswordResult;
};


export type MutationAcceptLegalArgs = {
  input: AcceptLegalInput;
};


export type MutationCancelMyBookingArgs = {
  id: Scalars['ID']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDirectRequestArgs = {
  input: DirectRequestInput;
};


export type MutationJoinWaitlistArgs = {
  input: WaitlistInput;
};


export type MutationKioskCheckInArgs = {
  qr: Scalars['String']['input'];
};


export type MutationKpaymentOrderArgs = {
  input: KPaymentOrderInput;
};


export type MutationLeaveWaitlistArgs = {
  id: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};


export type MutationMoveMyBookingArgs = {
  date_time: Scalars['String']['input'];
  difference?: InputMaybe<Scalars['Money']['input']>;
  id: Scalars['ID']['input'];
  payment_method?: InputMaybe<Scalars['String']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationPrebookArgs = {
  input: PrebookInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationReleaseHoldArgs = {
  id: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationTrackArgs = {
  data?: InputMaybe<Scalars['String']['input']>;
  event: Scalars['String']['input'];
  summary?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdatePasswordArgs = {
  current_password: Scalars['String']['input'];
  password: Scalars['String']['input'];
  password_confirmation: Scalars['String']['input'];
};


export type MutationUpdateProfileArgs = {
  birthdate: Scalars['String']['input'];
  first_name: Scalars['String']['input'];
  last_name: Scalars['String']['input'];
};


export type MutationVerifyPasswordArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

/** The rules of a booking made on the web (docs/product-rules.md, Booking); the kiosk keeps the group limit. */
export type OnlineBooking = {
  __typename?: 'OnlineBooking';
  /** Minutes between now and a web booking's start, at least. */
  advance_min: Scalars['Int']['output'];
  /** Most guests in one booking; a larger group sends a request instead. */
  max_guests: Scalars['Int']['output'];
};

export type OrderSummary = {
  __typename?: 'OrderSummary';
  /** What the payment gateway charges now: the online part less points and wallet. */
  amount: Scalars['Money']['output'];
  currency: Scalars['String']['output'];
  deposit: Scalars['Money']['output'];
  discount: Scalars['Money']['output'];
  /** True at 500 THB or more: no prescreening fee. */
  free_atk: Scalars['Boolean']['output'];
  grand_total: Scalars['Money']['output'];
  /** What the points used are worth. */
  points_value: Scalars['Money']['output'];
  /** What is paid at the branch (the rest after a deposit). */
  remain: Scalars['Money']['output'];
  sub_total: Scalars['Money']['output'];
  tier_discount: Scalars['Money']['output'];
  /** The points used (0 when none). */
  use_points: Scalars['Int']['output'];
  use_wallet: Scalars['Money']['output'];
};

export type OrderSummaryInput = {
  branch_id?: InputMaybe<Scalars['ID']['input']>;
  brand_id?: InputMaybe<Scalars['ID']['input']>;
  /** 'YYYY-MM-DD HH:mm:ss', branch local time. */
  datetime?: InputMaybe<Scalars['String']['input']>;
  promo_code?: InputMaybe<Scalars['String']['input']>;
  /** The guests as JSON, as in PrebookInput. */
  treatments: Scalars['String']['input'];
  /** Points to pay with (logged-in member only): exactly one of the member's conversion rates. */
  use_points?: InputMaybe<Scalars['Int']['input']>;
  /** Wallet money to pay with (logged-in member only): more than 0, at most the balance and the amount to pay. */
  use_wallet?: InputMaybe<Scalars['Money']['input']>;
};

export type Points = {
  __typename?: 'Points';
  active_points: Scalars['Int']['output'];
  conversion_rates: Array<PointsConversionRate>;
  /** When the oldest active points expire (ISO 8601), if any. */
  expires_at?: Maybe<Scalars['String']['output']>;
};

export type PointsConversionRate = {
  __typename?: 'PointsConversionRate';
  points: Scalars['Int']['output'];
  value: Scalars['Money']['output'];
};

export type PrebookInput = {
  branch_id?: InputMaybe<Scalars['ID']['input']>;
  brand_id?: InputMaybe<Scalars['ID']['input']>;
  /** isbs (web, the default), kiosk, staff or ext. */
  channel?: InputMaybe<Scalars['String']['input']>;
  contact_email?: InputMaybe<Scalars['String']['input']>;
  contact_name?: InputMaybe<Scalars['String']['input']>;
  contact_phone?: InputMaybe<Scalars['String']['input']>;
  /** 'YYYY-MM-DD HH:mm:ss', branch local time. */
  date_time: Scalars['String']['input'];
  domain_id?: InputMaybe<Scalars['ID']['input']>;
  guest_count: Scalars['Int']['input'];
  /** A pending booking to move; omit to create one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  payment_method?: InputMaybe<Scalars['String']['input']>;
  promo_code?: InputMaybe<Scalars['String']['input']>;
  request?: InputMaybe<Scalars['String']['input']>;
  /** The booking's secret, given by the first prebook. */
  token?: InputMaybe<Scalars['String']['input']>;
  /** The guests as JSON: [{ no, name, start: { onsen, spa }, treatments: [ids] }] or keyed by guest number. */
  treatments: Scalars['String']['input'];
};

export type PrebookResult = {
  __typename?: 'PrebookResult';
  booking_id?: Maybe<Scalars['ID']['output']>;
  guests: Array<GuestAllotment>;
  /** When the hold lapses, ISO 8601. */
  hold_expires_at?: Maybe<Scalars['String']['output']>;
  is_bookable: Scalars['Boolean']['output'];
  is_swappable_branch: Scalars['Boolean']['output'];
  message?: Maybe<Scalars['String']['output']>;
  suggest_branches: SuggestBranches;
  /** Secret for moving the hold, loading the prebooking and paying. */
  token?: Maybe<Scalars['String']['output']>;
};

export type Prebooking = {
  __typename?: 'Prebooking';
  booking_no?: Maybe<Scalars['String']['output']>;
  branch_id: Scalars['ID']['output'];
  brand_id: Scalars['ID']['output'];
  channel: Scalars['String']['output'];
  contact: PrebookingContact;
  /** 'YYYY-MM-DD HH:mm:ss', branch local time. */
  date_time: Scalars['String']['output'];
  /** The brand host record the booking was made through (docs/product-rules.md, Brands and hosts). */
  domain_id?: Maybe<Scalars['ID']['output']>;
  guest_count: Scalars['Int']['output'];
  guests: Array<PrebookingGuest>;
  hold_expires_at?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  payment: PrebookingPayment;
  promo_code?: Maybe<Scalars['String']['output']>;
  request?: Maybe<Scalars['String']['output']>;
  /** Whether and until when the customer may cancel it online; null when they may not. */
  self_cancel?: Maybe<SelfCancel>;
  /** pending, paid, checked_in, completed, expired, cancelled or no_show. */
  state: Scalars['String']['output'];
  tax: PrebookingTax;
  /** The Thai full tax invoice issued when it was paid, if the customer asked for one (docs/product-rules.md, VAT). */
  tax_invoice?: Maybe<TaxInvoice>;
};

export type PrebookingContact = {
  __typename?: 'PrebookingContact';
  email?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
};

export type PrebookingGuest = {
  __typename?: 'PrebookingGuest';
  name?: Maybe<Scalars['String']['output']>;
  no: Scalars['Int']['output'];
  treatments: Array<Scalars['String']['output']>;
};

export type PrebookingPayment = {
  __typename?: 'PrebookingPayment';
  /** What the payment gateway charges (card, QR, …): the online part less points and wallet. */
  amount: Scalars['Money']['output'];
  currency: Scalars['String']['output'];
  /** What is paid online when the brand takes a deposit (docs/product-rules.md, Deposit); 0 when paid in full. */
  deposit: Scalars['Money']['output'];
  /** The promotion's discount. */
  discount: Scalars['Money']['output'];
  /** The total after every discount. */
  grand_total: Scalars['Money']['output'];
  method?: Maybe<Scalars['String']['output']>;
  /** What the points used are worth. */
  points_value: Scalars['Money']['output'];
  /** What is paid at the branch: for a paid booking, what it still owes there. */
  remain: Scalars['Money']['output'];
  sub_total: Scalars['Money']['output'];
  /** The member's tier discount (docs/product-rules.md, Tiers). */
  tier_discount: Scalars['Money']['output'];
  /** The points used (0 when none). */
  use_points: Scalars['Int']['output'];
  use_wallet: Scalars['Money']['output'];
  /** The VAT inside the grand total (7/107 of it) when the brand is registered for VAT, 0 when it is not (docs/product-rules.md, VAT). */
  vat: Scalars['Money']['output'];
};

/** The tax invoice details as stored with the payment; enable is false when none was asked for. */
export type PrebookingTax = {
  __typename?: 'PrebookingTax';
  address?: Maybe<Scalars['String']['output']>;
  enable: Scalars['Boolean']['output'];
  /** Thai tax id (13 digits). */
  id?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
};

export type Product = {
  __typename?: 'Product';
  bundle: Array<BundleItem>;
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** Minutes. */
  duration: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Its photo, or null (docs/product-rules.md, Photos). */
  image?: Maybe<Image>;
  is_force_select: Scalars['Boolean']['output'];
  is_must_after_onsen: Scalars['Boolean']['output'];
  is_onsen_fee: Scalars['Boolean']['output'];
  is_use_oil_material: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Money']['output'];
  tags: Array<Scalars['String']['output']>;
  type: ProductType;
};

export type ProductFilter = {
  __typename?: 'ProductFilter';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
};

export type ProductType =
  | 'course_treatment'
  | 'onsen_fee'
  | 'package'
  | 'treatment';

export type PublishedLegalText = {
  __typename?: 'PublishedLegalText';
  /** The text in the request's language, one paragraph each. */
  paragraphs: Array<Scalars['String']['output']>;
  /** When it was published (ISO 8601). */
  published_at: Scalars['String']['output'];
  rule: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * The start times of a day at a branch for the whole party: free, or full with the next free times. Counted as
   * prebook counts (held places of pending bookings included), within the branch's hours and the caller's
   * advance time. Without treatments, a time is free when every guest gets a bed for the branch's shortest
   * treatment. Advice: prebook still decides.
   */
  availability: Availability;
  /**
   * Per bookable day of a month at a branch (today up to the booking horizon): whether the party can get any
   * start time, counted as availability counts without treatments (the calendar's marks).
   */
  availabilityMonth: Array<AvailabilityDay>;
  /** Branches of the request's brand, in display order. */
  branches: Array<Branch>;
  /** The brand of the request, resolved from its Host header. */
  brand: Brand;
  /**
   * The logged-in member's courses usable at a branch (login.unauthenticated otherwise): courses of the
   * branch's brand, not expired and with volume left. Their items go in a guest's list as 'R<item>:C<course>'.
   */
  courses: Array<Course>;
  /** The outcome of the booking's latest payment, asking the gateway when no notify has arrived yet. */
  kpaymentResult: KPaymentResult;
  /** The brand's current text of a legal rule (terms, privacy or cookies), or null while the built-in text stands (docs/product-rules.md, Legal texts). */
  legalText?: Maybe<PublishedLegalText>;
  /** The logged-in member (cookie isbs_auth_token or Bearer token), or null without a valid session. */
  me?: Maybe<User>;
  /**
   * The logged-in member's bookings (login.unauthenticated otherwise). scope 'upcoming': paid or checked in and
   * not yet started at the branch, soonest first; 'previous': the others that were paid, and completed, no-show
   * and cancelled ones, newest first.
   */
  memberBookings: Array<MemberBooking>;
  /** A personal QR code for the kiosk, valid 60 seconds and exchanged once at POST /api/auth/qr. */
  memberQr: MemberQr;
  /**
   * What moving a paid booking to another day or time costs (docs/product-rules.md, Changes by the customer): its
   * holder or owning member, with the same checks and refusals as moveMyBooking.
   */
  myBookingMoveQuote: MoveQuote;
  /** Prices from the database, arithmetic from the booking rules; zero until branch, date and time are set. */
  orderSummary: OrderSummary;
  /** A booking by its id and secret token, to resume it (/book/{uuid}) or show it. */
  prebooking?: Maybe<Prebooking>;
  /** Products sold at a branch of the request's brand, translated by Accept-Language. */
  products: Array<Product>;
  /** A promotion code checked against a booking: its status and why it cannot be used. */
  voucher: Voucher;
  /** The brand's wellness membership login (docs/api.md, Wellness login), or null when the brand has none. */
  wellnessProvider?: Maybe<WellnessProvider>;
};


export type QueryAvailabilityArgs = {
  input: AvailabilityInput;
};


export type QueryAvailabilityMonthArgs = {
  input: AvailabilityMonthInput;
};


export type QueryCoursesArgs = {
  branch: Scalars['ID']['input'];
};


export type QueryKpaymentResultArgs = {
  booking_id: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};


export type QueryLegalTextArgs = {
  rule: Scalars['String']['input'];
};


export type QueryMemberBookingsArgs = {
  scope: Scalars['String']['input'];
};


export type QueryMyBookingMoveQuoteArgs = {
  date_time: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderSummaryArgs = {
  input: OrderSummaryInput;
};


export type QueryPrebookingArgs = {
  id: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};


export type QueryProductsArgs = {
  branch: Scalars['ID']['input'];
};


export type QueryVoucherArgs = {
  code: Scalars['String']['input'];
  input: VoucherInput;
};

export type RegisterInput = {
  /** 'YYYY-MM-DD' in the common era, in the past. */
  birthdate: Scalars['String']['input'];
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
  first_name: Scalars['String']['input'];
  /** Opt-in to marketing messages (PDPA: separate from the terms). */
  is_subscribe?: InputMaybe<Scalars['Boolean']['input']>;
  last_name: Scalars['String']['input'];
  /** At least 8 characters. */
  password: Scalars['String']['input'];
  password_confirmation: Scalars['String']['input'];
  /** A Thai mobile number; the code was sent to it. */
  phone: Scalars['String']['input'];
  /** Mr., Mrs., Miss or Other. */
  prefix: Scalars['String']['input'];
  /** The reference and the 6-digit code of the SMS. */
  ref_code: Scalars['String']['input'];
};

export type ReleaseHoldResult = {
  __typename?: 'ReleaseHoldResult';
  booking_id: Scalars['ID']['output'];
  /** The booking's state after the release: expired. */
  state: Scalars['String']['output'];
};

export type ResetPasswordInput = {
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
  password_confirmation: Scalars['String']['input'];
  ref_code: Scalars['String']['input'];
  /** The member's Thai mobile number, where the code was sent. */
  username: Scalars['String']['input'];
};

/** The customer may cancel the booking themselves until its `until`, with this money back (docs/product-rules.md). */
export type SelfCancel = {
  __typename?: 'SelfCancel';
  /** none, wallet or gateway: what goes back. */
  refund: Scalars['String']['output'];
  /** The last moment, ISO 8601. */
  until: Scalars['String']['output'];
};

export type StatusResult = {
  __typename?: 'StatusResult';
  message?: Maybe<Scalars['String']['output']>;
  status: Scalars['Boolean']['output'];
};

export type SuggestBranches = {
  __typename?: 'SuggestBranches';
  /** Other branches of the same pool that can take the whole booking at that time. */
  pool: Array<Branch>;
  /** Other branches of the same province that can. */
  province: Array<Branch>;
};

/** A Thai full tax invoice as issued: its figures never change (docs/product-rules.md, VAT). */
export type TaxInvoice = {
  __typename?: 'TaxInvoice';
  /** The total before VAT: total less VAT. */
  amount_before_vat: Scalars['Money']['output'];
  booking_no: Scalars['String']['output'];
  buyer_address: Scalars['String']['output'];
  buyer_name: Scalars['String']['output'];
  buyer_phone?: Maybe<Scalars['String']['output']>;
  buyer_tax_id: Scalars['String']['output'];
  /** The promotion's and the tier's discounts together. */
  discount: Scalars['Money']['output'];
  /** 'YYYY-MM-DD', the branch's date of issue. */
  issued_on: Scalars['String']['output'];
  lines: Array<TaxInvoiceLine>;
  /** Gap-free per brand, e.g. 'YU-TI-000042'. */
  number: Scalars['String']['output'];
  seller_address: ThaiText;
  /** '00000' for the head office, else the branch number of the registration. */
  seller_branch: Scalars['String']['output'];
  seller_name: ThaiText;
  seller_tax_id: Scalars['String']['output'];
  sub_total: Scalars['Money']['output'];
  total: Scalars['Money']['output'];
  /** 7/107 of the total. */
  vat: Scalars['Money']['output'];
};

export type TaxInvoiceLine = {
  __typename?: 'TaxInvoiceLine';
  /** The item's price when the invoice was issued; 0 for a course's item (paid with the course). */
  amount: Scalars['Money']['output'];
  guest_no: Scalars['Int']['output'];
  name: ThaiText;
};

/** A name or address in Thai, with English beside it when the brand gave one. */
export type ThaiText = {
  __typename?: 'ThaiText';
  en?: Maybe<Scalars['String']['output']>;
  th: Scalars['String']['output'];
};

export type Tier = {
  __typename?: 'Tier';
  /** Badge colour (#rrggbb); none for the basic tier. */
  colour?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  discounts: Array<TierDiscount>;
  id: Scalars['ID']['output'];
  /** basic, silver, gold or platinum. */
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A member tier's discount at one brand. */
export type TierDiscount = {
  __typename?: 'TierDiscount';
  brand_id: Scalars['ID']['output'];
  /** Percent off the booking (after any promotion), e.g. 10. */
  discount: Scalars['Int']['output'];
};

export type TokenResult = {
  __typename?: 'TokenResult';
  /** A JWT to send as 'Authorization: Bearer ...' until it expires. */
  access_token: Scalars['String']['output'];
  /** Seconds until access_token expires. */
  expires_in: Scalars['Int']['output'];
  /** Seconds until the session ends unless renewed again (refreshToken); null where no session was renewed. */
  session_expires_in?: Maybe<Scalars['Int']['output']>;
  /** Always Bearer. */
  token_type: Scalars['String']['output'];
};

export type TrackResult = {
  __typename?: 'TrackResult';
  status: Scalars['Boolean']['output'];
};

/** A member. */
export type User = {
  __typename?: 'User';
  birthdate?: Maybe<Scalars['Date']['output']>;
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  gender?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  is_subscribe: Scalars['Boolean']['output'];
  last_name: Scalars['String']['output'];
  /** When they joined (ISO 8601). */
  member_since: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  points: Points;
  /** Mr., Mrs., Miss or Other. */
  prefix: Scalars['String']['output'];
  tier: Tier;
  /** Whether the password was re-entered in the last 15 minutes (verifyPassword). */
  verified: Scalars['Boolean']['output'];
  wallet: Wallet;
};

export type VerifyPasswordResult = {
  __typename?: 'VerifyPasswordResult';
  user?: Maybe<User>;
  verified: Scalars['Boolean']['output'];
};

export type Voucher = {
  __typename?: 'Voucher';
  campaign?: Maybe<Scalars['String']['output']>;
  code: Scalars['String']['output'];
  conditions: VoucherConditions;
  /** 'YYYY-MM-DD HH:mm', branch local time. */
  expires_at?: Maybe<Scalars['String']['output']>;
  /** datetime_not_allowed, time_not_allowed, day_not_allowed, expired, used, brand_mismatch, treatment_mismatch */
  ineligible_reasons: Array<Scalars['String']['output']>;
  short_description?: Maybe<Scalars['String']['output']>;
  /** usable, used, expired or ineligible; only usable may be sent with an order. */
  status: Scalars['String']['output'];
  terms?: Maybe<Scalars['String']['output']>;
};

export type VoucherConditions = {
  __typename?: 'VoucherConditions';
  brands: Array<Scalars['String']['output']>;
  packages: Array<Scalars['String']['output']>;
  treatments: Array<Scalars['String']['output']>;
};

export type VoucherInput = {
  branch_id?: InputMaybe<Scalars['ID']['input']>;
  brand_id?: InputMaybe<Scalars['ID']['input']>;
  /** E-mail or phone of the customer, for per-customer limits. */
  customer?: InputMaybe<Scalars['String']['input']>;
  /** 'YYYY-MM-DD HH:mm:ss', branch local time. */
  datetime: Scalars['String']['input'];
  /** The guests as JSON, as in PrebookInput. */
  guests: Scalars['String']['input'];
};

export type WaitlistEntry = {
  __typename?: 'WaitlistEntry';
  /** 'YYYY-MM-DD'. */
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** waiting, offered, booked, lapsed or left. */
  state: Scalars['String']['output'];
  /** 'HH:mm:ss': the earliest and the latest start taken. */
  time_from: Scalars['String']['output'];
  time_until: Scalars['String']['output'];
  /** Lets who joined leave the list: only in joinWaitlist's answer. */
  token?: Maybe<Scalars['String']['output']>;
};

export type WaitlistInput = {
  branch_id: Scalars['ID']['input'];
  /** An e-mail address or a phone number is needed for the offer to reach the customer. */
  contact_email?: InputMaybe<Scalars['String']['input']>;
  contact_name?: InputMaybe<Scalars['String']['input']>;
  contact_phone?: InputMaybe<Scalars['String']['input']>;
  /** 'YYYY-MM-DD HH:mm[:ss]', branch local time: the earliest start the party takes. */
  date_time: Scalars['String']['input'];
  guest_count: Scalars['Int']['input'];
  /** The guests as JSON, as in PrebookInput. */
  treatments: Scalars['String']['input'];
  /** 'HH:mm': the latest start the party also takes, on the same day; the same time when absent. */
  until?: InputMaybe<Scalars['String']['input']>;
};

export type Wallet = {
  __typename?: 'Wallet';
  balance: Scalars['Money']['output'];
  is_activated: Scalars['Boolean']['output'];
};

/** An outside wellness programme whose members may log in here (OpenID Connect). */
export type WellnessProvider = {
  __typename?: 'WellnessProvider';
  /** The name to show: 'Log in with <name>'. */
  name: Scalars['String']['output'];
  /** Where the browser goes to start the login (GET), with ?return=<path on this site>. */
  start_url: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcceptLegalInput: AcceptLegalInput;
  AcceptLegalResult: ResolverTypeWrapper<AcceptLegalResult>;
  AuthResult: ResolverTypeWrapper<AuthResult>;
  Availability: ResolverTypeWrapper<Availability>;
  AvailabilityDay: ResolverTypeWrapper<AvailabilityDay>;
  AvailabilityInput: AvailabilityInput;
  AvailabilityMonthInput: AvailabilityMonthInput;
  AvailableTime: ResolverTypeWrapper<AvailableTime>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Branch: ResolverTypeWrapper<Branch>;
  Brand: ResolverTypeWrapper<Brand>;
  BrandColors: ResolverTypeWrapper<BrandColors>;
  BrandUrls: ResolverTypeWrapper<BrandUrls>;
  BundleItem: ResolverTypeWrapper<BundleItem>;
  CancelledBooking: ResolverTypeWrapper<CancelledBooking>;
  Course: ResolverTypeWrapper<Course>;
  CourseItem: ResolverTypeWrapper<CourseItem>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DirectRequestInput: DirectRequestInput;
  DirectRequestResult: ResolverTypeWrapper<DirectRequestResult>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GuestAllotment: ResolverTypeWrapper<GuestAllotment>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  KPaymentOrder: ResolverTypeWrapper<KPaymentOrder>;
  KPaymentOrderInput: KPaymentOrderInput;
  KPaymentResult: ResolverTypeWrapper<KPaymentResult>;
  KioskAd: ResolverTypeWrapper<KioskAd>;
  KioskCheckIn: ResolverTypeWrapper<KioskCheckIn>;
  LegalVersions: ResolverTypeWrapper<LegalVersions>;
  MemberBooking: ResolverTypeWrapper<MemberBooking>;
  MemberQr: ResolverTypeWrapper<MemberQr>;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  MoveQuote: ResolverTypeWrapper<MoveQuote>;
  MovedBooking: ResolverTypeWrapper<MovedBooking>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OnlineBooking: ResolverTypeWrapper<OnlineBooking>;
  OrderSummary: ResolverTypeWrapper<OrderSummary>;
  OrderSummaryInput: OrderSummaryInput;
  Points: ResolverTypeWrapper<Points>;
  PointsConversionRate: ResolverTypeWrapper<PointsConversionRate>;
  PrebookInput: PrebookInput;
  PrebookResult: ResolverTypeWrapper<PrebookResult>;
  Prebooking: ResolverTypeWrapper<Prebooking>;
  PrebookingContact: ResolverTypeWrapper<PrebookingContact>;
  PrebookingGuest: ResolverTypeWrapper<PrebookingGuest>;
  PrebookingPayment: ResolverTypeWrapper<PrebookingPayment>;
  PrebookingTax: ResolverTypeWrapper<PrebookingTax>;
  Product: ResolverTypeWrapper<Product>;
  ProductFilter: ResolverTypeWrapper<ProductFilter>;
  ProductType: ProductType;
  PublishedLegalText: ResolverTypeWrapper<PublishedLegalText>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  ReleaseHoldResult: ResolverTypeWrapper<ReleaseHoldResult>;
  ResetPasswordInput: ResetPasswordInput;
  SelfCancel: ResolverTypeWrapper<SelfCancel>;
  StatusResult: ResolverTypeWrapper<StatusResult>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SuggestBranches: ResolverTypeWrapper<SuggestBranches>;
  TaxInvoice: ResolverTypeWrapper<TaxInvoice>;
  TaxInvoiceLine: ResolverTypeWrapper<TaxInvoiceLine>;
  ThaiText: ResolverTypeWrapper<ThaiText>;
  Tier: ResolverTypeWrapper<Tier>;
  TierDiscount: ResolverTypeWrapper<TierDiscount>;
  Time: ResolverTypeWrapper<Scalars['Time']['output']>;
  TokenResult: ResolverTypeWrapper<TokenResult>;
  TrackResult: ResolverTypeWrapper<TrackResult>;
  User: ResolverTypeWrapper<User>;
  VerifyPasswordResult: ResolverTypeWrapper<VerifyPasswordResult>;
  Voucher: ResolverTypeWrapper<Voucher>;
  VoucherConditions: ResolverTypeWrapper<VoucherConditions>;
  VoucherInput: VoucherInput;
  WaitlistEntry: ResolverTypeWrapper<WaitlistEntry>;
  WaitlistInput: WaitlistInput;
  Wallet: ResolverTypeWrapper<Wallet>;
  WellnessProvider: ResolverTypeWrapper<WellnessProvider>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptLegalInput: AcceptLegalInput;
  AcceptLegalResult: AcceptLegalResult;
  AuthResult: AuthResult;
  Availability: Availability;
  AvailabilityDay: AvailabilityDay;
  AvailabilityInput: AvailabilityInput;
  AvailabilityMonthInput: AvailabilityMonthInput;
  AvailableTime: AvailableTime;
  Boolean: Scalars['Boolean']['output'];
  Branch: Branch;
  Brand: Brand;
  BrandColors: BrandColors;
  BrandUrls: BrandUrls;
  BundleItem: BundleItem;
  CancelledBooking: CancelledBooking;
  Course: Course;
  CourseItem: CourseItem;
  Date: Scalars['Date']['output'];
  DirectRequestInput: DirectRequestInput;
  DirectRequestResult: DirectRequestResult;
  Float: Scalars['Float']['output'];
  GuestAllotment: GuestAllotment;
  ID: Scalars['ID']['output'];
  Image: Image;
  Int: Scalars['Int']['output'];
  KPaymentOrder: KPaymentOrder;
  KPaymentOrderInput: KPaymentOrderInput;
  KPaymentResult: KPaymentResult;
  KioskAd: KioskAd;
  KioskCheckIn: KioskCheckIn;
  LegalVersions: LegalVersions;
  MemberBooking: MemberBooking;
  MemberQr: MemberQr;
  Money: Scalars['Money']['output'];
  MoveQuote: MoveQuote;
  MovedBooking: MovedBooking;
  Mutation: Record<PropertyKey, never>;
  OnlineBooking: OnlineBooking;
  OrderSummary: OrderSummary;
  OrderSummaryInput: OrderSummaryInput;
  Points: Points;
  PointsConversionRate: PointsConversionRate;
  PrebookInput: PrebookInput;
  PrebookResult: PrebookResult;
  Prebooking: Prebooking;
  PrebookingContact: PrebookingContact;
  PrebookingGuest: PrebookingGuest;
  PrebookingPayment: PrebookingPayment;
  PrebookingTax: PrebookingTax;
  Product: Product;
  ProductFilter: ProductFilter;
  PublishedLegalText: PublishedLegalText;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  ReleaseHoldResult: ReleaseHoldResult;
  ResetPasswordInput: ResetPasswordInput;
  SelfCancel: SelfCancel;
  StatusResult: StatusResult;
  String: Scalars['String']['output'];
  SuggestBranches: SuggestBranches;
  TaxInvoice: TaxInvoice;
  TaxInvoiceLine: TaxInvoiceLine;
  ThaiText: ThaiText;
  Tier: Tier;
  TierDiscount: TierDiscount;
  Time: Scalars['Time']['output'];
  TokenResult: TokenResult;
  TrackResult: TrackResult;
  User: User;
  VerifyPasswordResult: VerifyPasswordResult;
  Voucher: Voucher;
  VoucherConditions: VoucherConditions;
  VoucherInput: VoucherInput;
  WaitlistEntry: WaitlistEntry;
  WaitlistInput: WaitlistInput;
  Wallet: Wallet;
  WellnessProvider: WellnessProvider;
};

export type AcceptLegalResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AcceptLegalResult'] = ResolversParentTypes['AcceptLegalResult']> = {
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AuthResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthResult'] = ResolversParentTypes['AuthResult']> = {
  access_token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expires_in?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  token_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type AvailabilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Availability'] = ResolversParentTypes['Availability']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  times?: Resolver<Array<ResolversTypes['AvailableTime']>, ParentType, ContextType>;
};

export type AvailabilityDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AvailabilityDay'] = ResolversParentTypes['AvailabilityDay']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  has_free?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AvailableTimeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AvailableTime'] = ResolversParentTypes['AvailableTime']> = {
  is_free?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  next_free?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BranchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Branch'] = ResolversParentTypes['Branch']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  brand_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  close_date?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  close_time?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  closed_dates?: Resolver<Array<ResolversTypes['Date']>, ParentType, ContextType>;
  friendly_address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  open_date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  open_days?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  open_time?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  pool?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product_filter?: Resolver<Array<ResolversTypes['ProductFilter']>, ParentType, ContextType>;
  province?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  province_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time_zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  ads?: Resolver<Array<ResolversTypes['KioskAd']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colors?: Resolver<ResolversTypes['BrandColors'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legal_versions?: Resolver<ResolversTypes['LegalVersions'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  online_booking?: Resolver<ResolversTypes['OnlineBooking'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['BrandUrls'], ParentType, ContextType>;
};

export type BrandColorsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandColors'] = ResolversParentTypes['BrandColors']> = {
  primary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secondary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandUrlsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandUrls'] = ResolversParentTypes['BrandUrls']> = {
  app?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  faq?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BundleItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleItem'] = ResolversParentTypes['BundleItem']> = {
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_must_after_onsen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_onsen_fee?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_use_oil_material?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
};

export type CancelledBookingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancelledBooking'] = ResolversParentTypes['CancelledBooking']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  refund_amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refund_via?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CourseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Course'] = ResolversParentTypes['Course']> = {
  bundle?: Resolver<Array<ResolversTypes['CourseItem']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expired_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  treatments_per_set?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  volume_available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  volume_total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  volume_used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CourseItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CourseItem'] = ResolversParentTypes['CourseItem']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export type DirectRequestResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DirectRequestResult'] = ResolversParentTypes['DirectRequestResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GuestAllotmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GuestAllotment'] = ResolversParentTypes['GuestAllotment']> = {
  is_bookable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  no?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  avif?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type KPaymentOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KPaymentOrder'] = ResolversParentTypes['KPaymentOrder']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  booking_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  booking_no?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  merchant_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qr_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirect_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terminal_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KPaymentResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KPaymentResult'] = ResolversParentTypes['KPaymentResult']> = {
  booking_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  booking_no?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KioskAdResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KioskAd'] = ResolversParentTypes['KioskAd']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_day?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last_day?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KioskCheckInResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KioskCheckIn'] = ResolversParentTypes['KioskCheckIn']> = {
  booking_no?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guest_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LegalVersionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LegalVersions'] = ResolversParentTypes['LegalVersions']> = {
  cookies?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  privacy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberBookingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberBooking'] = ResolversParentTypes['MemberBooking']> = {
  booking_no?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  branch_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  branch_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date_time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grand_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  guest_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  guests?: Resolver<Array<ResolversTypes['PrebookingGuest']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['PrebookingPayment'], ParentType, ContextType>;
  remain?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  self_cancel?: Resolver<Maybe<ResolversTypes['SelfCancel']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberQrResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberQr'] = ResolversParentTypes['MemberQr']> = {
  expires_in?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type MoveQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoveQuote'] = ResolversParentTypes['MoveQuote']> = {
  difference?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  promotion_kept?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refund_amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refund_via?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remain_off?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type MovedBookingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MovedBooking'] = ResolversParentTypes['MovedBooking']> = {
  date_time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payment_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptLegal?: Resolver<ResolversTypes['AcceptLegalResult'], ParentType, ContextType, RequireFields<MutationAcceptLegalArgs, 'input'>>;
  cancelMyBooking?: Resolver<ResolversTypes['CancelledBooking'], ParentType, ContextType, RequireFields<MutationCancelMyBookingArgs, 'id'>>;
  directRequest?: Resolver<ResolversTypes['DirectRequestResult'], ParentType, ContextType, RequireFields<MutationDirectRequestArgs, 'input'>>;
  joinWaitlist?: Resolver<ResolversTypes['WaitlistEntry'], ParentType, ContextType, RequireFields<MutationJoinWaitlistArgs, 'input'>>;
  kioskCheckIn?: Resolver<ResolversTypes['KioskCheckIn'], ParentType, ContextType, RequireFields<MutationKioskCheckInArgs, 'qr'>>;
  kpaymentOrder?: Resolver<ResolversTypes['KPaymentOrder'], ParentType, ContextType, RequireFields<MutationKpaymentOrderArgs, 'input'>>;
  leaveWaitlist?: Resolver<ResolversTypes['WaitlistEntry'], ParentType, ContextType, RequireFields<MutationLeaveWaitlistArgs, 'id' | 'token'>>;
  logout?: Resolver<ResolversTypes['StatusResult'], ParentType, ContextType>;
  moveMyBooking?: Resolver<ResolversTypes['MovedBooking'], ParentType, ContextType, RequireFields<MutationMoveMyBookingArgs, 'date_time' | 'id'>>;
  prebook?: Resolver<ResolversTypes['PrebookResult'], ParentType, ContextType, RequireFields<MutationPrebookArgs, 'input'>>;
  refreshToken?: Resolver<ResolversTypes['TokenResult'], ParentType, ContextType>;
  register?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  releaseHold?: Resolver<ResolversTypes['ReleaseHoldResult'], ParentType, ContextType, RequireFields<MutationReleaseHoldArgs, 'id' | 'token'>>;
  resetPassword?: Resolver<ResolversTypes['StatusResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  track?: Resolver<ResolversTypes['TrackResult'], ParentType, ContextType, RequireFields<MutationTrackArgs, 'event'>>;
  updatePassword?: Resolver<ResolversTypes['StatusResult'], ParentType, ContextType, RequireFields<MutationUpdatePasswordArgs, 'current_password' | 'password' | 'password_confirmation'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'birthdate' | 'first_name' | 'last_name'>>;
  verifyPassword?: Resolver<ResolversTypes['VerifyPasswordResult'], ParentType, ContextType, RequireFields<MutationVerifyPasswordArgs, 'password' | 'username'>>;
};

export type OnlineBookingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OnlineBooking'] = ResolversParentTypes['OnlineBooking']> = {
  advance_min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  max_guests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderSummary'] = ResolversParentTypes['OrderSummary']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deposit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  free_atk?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  grand_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  points_value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  remain?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sub_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tier_discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  use_points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  use_wallet?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type PointsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Points'] = ResolversParentTypes['Points']> = {
  active_points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  conversion_rates?: Resolver<Array<ResolversTypes['PointsConversionRate']>, ParentType, ContextType>;
  expires_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PointsConversionRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PointsConversionRate'] = ResolversParentTypes['PointsConversionRate']> = {
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type PrebookResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrebookResult'] = ResolversParentTypes['PrebookResult']> = {
  booking_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  guests?: Resolver<Array<ResolversTypes['GuestAllotment']>, ParentType, ContextType>;
  hold_expires_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  is_bookable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_swappable_branch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suggest_branches?: Resolver<ResolversTypes['SuggestBranches'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PrebookingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Prebooking'] = ResolversParentTypes['Prebooking']> = {
  booking_no?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  branch_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  brand_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['PrebookingContact'], ParentType, ContextType>;
  date_time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  domain_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  guest_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  guests?: Resolver<Array<ResolversTypes['PrebookingGuest']>, ParentType, ContextType>;
  hold_expires_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['PrebookingPayment'], ParentType, ContextType>;
  promo_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  request?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  self_cancel?: Resolver<Maybe<ResolversTypes['SelfCancel']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['PrebookingTax'], ParentType, ContextType>;
  tax_invoice?: Resolver<Maybe<ResolversTypes['TaxInvoice']>, ParentType, ContextType>;
};

export type PrebookingContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrebookingContact'] = ResolversParentTypes['PrebookingContact']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PrebookingGuestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrebookingGuest'] = ResolversParentTypes['PrebookingGuest']> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  no?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  treatments?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PrebookingPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrebookingPayment'] = ResolversParentTypes['PrebookingPayment']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deposit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  grand_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  points_value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  remain?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sub_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tier_discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  use_points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  use_wallet?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type PrebookingTaxResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrebookingTax'] = ResolversParentTypes['PrebookingTax']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  bundle?: Resolver<Array<ResolversTypes['BundleItem']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  is_force_select?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_must_after_onsen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_onsen_fee?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_use_oil_material?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
};

export type ProductFilterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductFilter'] = ResolversParentTypes['ProductFilter']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PublishedLegalTextResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishedLegalText'] = ResolversParentTypes['PublishedLegalText']> = {
  paragraphs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  published_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  availability?: Resolver<ResolversTypes['Availability'], ParentType, ContextType, RequireFields<QueryAvailabilityArgs, 'input'>>;
  availabilityMonth?: Resolver<Array<ResolversTypes['AvailabilityDay']>, ParentType, ContextType, RequireFields<QueryAvailabilityMonthArgs, 'input'>>;
  branches?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  courses?: Resolver<Array<ResolversTypes['Course']>, ParentType, ContextType, RequireFields<QueryCoursesArgs, 'branch'>>;
  kpaymentResult?: Resolver<ResolversTypes['KPaymentResult'], ParentType, ContextType, RequireFields<QueryKpaymentResultArgs, 'booking_id' | 'token'>>;
  legalText?: Resolver<Maybe<ResolversTypes['PublishedLegalText']>, ParentType, ContextType, RequireFields<QueryLegalTextArgs, 'rule'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  memberBookings?: Resolver<Array<ResolversTypes['MemberBooking']>, ParentType, ContextType, RequireFields<QueryMemberBookingsArgs, 'scope'>>;
  memberQr?: Resolver<ResolversTypes['MemberQr'], ParentType, ContextType>;
  myBookingMoveQuote?: Resolver<ResolversTypes['MoveQuote'], ParentType, ContextType, RequireFields<QueryMyBookingMoveQuoteArgs, 'date_time' | 'id'>>;
  orderSummary?: Resolver<ResolversTypes['OrderSummary'], ParentType, ContextType, RequireFields<QueryOrderSummaryArgs, 'input'>>;
  prebooking?: Resolver<Maybe<ResolversTypes['Prebooking']>, ParentType, ContextType, RequireFields<QueryPrebookingArgs, 'id' | 'token'>>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductsArgs, 'branch'>>;
  voucher?: Resolver<ResolversTypes['Voucher'], ParentType, ContextType, RequireFields<QueryVoucherArgs, 'code' | 'input'>>;
  wellnessProvider?: Resolver<Maybe<ResolversTypes['WellnessProvider']>, ParentType, ContextType>;
};

export type ReleaseHoldResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReleaseHoldResult'] = ResolversParentTypes['ReleaseHoldResult']> = {
  booking_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SelfCancelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelfCancel'] = ResolversParentTypes['SelfCancel']> = {
  refund?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  until?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatusResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatusResult'] = ResolversParentTypes['StatusResult']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SuggestBranchesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SuggestBranches'] = ResolversParentTypes['SuggestBranches']> = {
  pool?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType>;
  province?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType>;
};

export type TaxInvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaxInvoice'] = ResolversParentTypes['TaxInvoice']> = {
  amount_before_vat?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  booking_no?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyer_address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyer_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyer_phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buyer_tax_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  issued_on?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['TaxInvoiceLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seller_address?: Resolver<ResolversTypes['ThaiText'], ParentType, ContextType>;
  seller_branch?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seller_name?: Resolver<ResolversTypes['ThaiText'], ParentType, ContextType>;
  seller_tax_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sub_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type TaxInvoiceLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaxInvoiceLine'] = ResolversParentTypes['TaxInvoiceLine']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  guest_no?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['ThaiText'], ParentType, ContextType>;
};

export type ThaiTextResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ThaiText'] = ResolversParentTypes['ThaiText']> = {
  en?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  th?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Tier'] = ResolversParentTypes['Tier']> = {
  colour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discounts?: Resolver<Array<ResolversTypes['TierDiscount']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TierDiscountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TierDiscount'] = ResolversParentTypes['TierDiscount']> = {
  brand_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface TimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Time'], any> {
  name: 'Time';
}

export type TokenResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TokenResult'] = ResolversParentTypes['TokenResult']> = {
  access_token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expires_in?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  session_expires_in?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  token_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrackResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TrackResult'] = ResolversParentTypes['TrackResult']> = {
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  birthdate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_subscribe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  member_since?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Points'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['Tier'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wallet?: Resolver<ResolversTypes['Wallet'], ParentType, ContextType>;
};

export type VerifyPasswordResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerifyPasswordResult'] = ResolversParentTypes['VerifyPasswordResult']> = {
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VoucherResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Voucher'] = ResolversParentTypes['Voucher']> = {
  campaign?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conditions?: Resolver<ResolversTypes['VoucherConditions'], ParentType, ContextType>;
  expires_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ineligible_reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  short_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VoucherConditionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VoucherConditions'] = ResolversParentTypes['VoucherConditions']> = {
  brands?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  treatments?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WaitlistEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WaitlistEntry'] = ResolversParentTypes['WaitlistEntry']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time_from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time_until?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WalletResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Wallet'] = ResolversParentTypes['Wallet']> = {
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  is_activated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type WellnessProviderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WellnessProvider'] = ResolversParentTypes['WellnessProvider']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AcceptLegalResult?: AcceptLegalResultResolvers<ContextType>;
  AuthResult?: AuthResultResolvers<ContextType>;
  Availability?: AvailabilityResolvers<ContextType>;
  AvailabilityDay?: AvailabilityDayResolvers<ContextType>;
  AvailableTime?: AvailableTimeResolvers<ContextType>;
  Branch?: BranchResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandColors?: BrandColorsResolvers<ContextType>;
  BrandUrls?: BrandUrlsResolvers<ContextType>;
  BundleItem?: BundleItemResolvers<ContextType>;
  CancelledBooking?: CancelledBookingResolvers<ContextType>;
  Course?: CourseResolvers<ContextType>;
  CourseItem?: CourseItemResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DirectRequestResult?: DirectRequestResultResolvers<ContextType>;
  GuestAllotment?: GuestAllotmentResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  KPaymentOrder?: KPaymentOrderResolvers<ContextType>;
  KPaymentResult?: KPaymentResultResolvers<ContextType>;
  KioskAd?: KioskAdResolvers<ContextType>;
  KioskCheckIn?: KioskCheckInResolvers<ContextType>;
  LegalVersions?: LegalVersionsResolvers<ContextType>;
  MemberBooking?: MemberBookingResolvers<ContextType>;
  MemberQr?: MemberQrResolvers<ContextType>;
  Money?: GraphQLScalarType;
  MoveQuote?: MoveQuoteResolvers<ContextType>;
  MovedBooking?: MovedBookingResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OnlineBooking?: OnlineBookingResolvers<ContextType>;
  OrderSummary?: OrderSummaryResolvers<ContextType>;
  Points?: PointsResolvers<ContextType>;
  PointsConversionRate?: PointsConversionRateResolvers<ContextType>;
  PrebookResult?: PrebookResultResolvers<ContextType>;
  Prebooking?: PrebookingResolvers<ContextType>;
  PrebookingContact?: PrebookingContactResolvers<ContextType>;
  PrebookingGuest?: PrebookingGuestResolvers<ContextType>;
  PrebookingPayment?: PrebookingPaymentResolvers<ContextType>;
  PrebookingTax?: PrebookingTaxResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductFilter?: ProductFilterResolvers<ContextType>;
  PublishedLegalText?: PublishedLegalTextResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReleaseHoldResult?: ReleaseHoldResultResolvers<ContextType>;
  SelfCancel?: SelfCancelResolvers<ContextType>;
  StatusResult?: StatusResultResolvers<ContextType>;
  SuggestBranches?: SuggestBranchesResolvers<ContextType>;
  TaxInvoice?: TaxInvoiceResolvers<ContextType>;
  TaxInvoiceLine?: TaxInvoiceLineResolvers<ContextType>;
  ThaiText?: ThaiTextResolvers<ContextType>;
  Tier?: TierResolvers<ContextType>;
  TierDiscount?: TierDiscountResolvers<ContextType>;
  Time?: GraphQLScalarType;
  TokenResult?: TokenResultResolvers<ContextType>;
  TrackResult?: TrackResultResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VerifyPasswordResult?: VerifyPasswordResultResolvers<ContextType>;
  Voucher?: VoucherResolvers<ContextType>;
  VoucherConditions?: VoucherConditionsResolvers<ContextType>;
  WaitlistEntry?: WaitlistEntryResolvers<ContextType>;
  Wallet?: WalletResolvers<ContextType>;
  WellnessProvider?: WellnessProviderResolvers<ContextType>;
};

