import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { StaffGraphQLContext } from '../staff-context';
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

/** One line of the booking's history: the audit log's rows and the customer's own steps. */
export type BookingEventEntry = {
  __typename?: 'BookingEventEntry';
  /** check_in, complete, no_show, cancel, pay, hold, ... */
  action: Scalars['String']['output'];
  at: Scalars['String']['output'];
  /** Who: a staff name, 'customer' or 'system'. */
  by: Scalars['String']['output'];
  detail?: Maybe<Scalars['String']['output']>;
};

export type DayBooking = {
  __typename?: 'DayBooking';
  booking_no?: Maybe<Scalars['String']['output']>;
  channel: Scalars['String']['output'];
  contact_name?: Maybe<Scalars['String']['output']>;
  /** End of the last guest's last treatment, HH:mm:ss. */
  end_time: Scalars['Time']['output'];
  guest_count: Scalars['Int']['output'];
  guests: Array<DayGuest>;
  id: Scalars['ID']['output'];
  owed: Scalars['Money']['output'];
  /** What was paid (the payment's amount), and what is still owed at the branch. */
  paid: Scalars['Money']['output'];
  state: StaffBookingState;
  /** Start, HH:mm:ss in the branch's time zone. */
  time: Scalars['Time']['output'];
};

export type DayBucket = {
  __typename?: 'DayBucket';
  onsen_capacity: Scalars['Int']['output'];
  onsen_used: Scalars['Int']['output'];
  spa_capacity: Scalars['Int']['output'];
  spa_used: Scalars['Int']['output'];
  /** HH:mm:ss */
  time: Scalars['Time']['output'];
};

export type DayGuest = {
  __typename?: 'DayGuest';
  name?: Maybe<Scalars['String']['output']>;
  no: Scalars['Int']['output'];
  /** Product names in the booking's order, in the staff's language. */
  treatments: Array<Scalars['String']['output']>;
};

export type DaySheet = {
  __typename?: 'DaySheet';
  bookings: Array<DayBooking>;
  branch: StaffBranch;
  /** Places taken per 15-minute bucket of the open hours, spa and onsen. */
  buckets: Array<DayBucket>;
  date: Scalars['Date']['output'];
};

export type GroupRequest = {
  __typename?: 'GroupRequest';
  /** The staff booking made from it, once booked. */
  booking_id?: Maybe<Scalars['ID']['output']>;
  booking_no?: Maybe<Scalars['String']['output']>;
  branch: StaffBranch;
  contact_email: Scalars['String']['output'];
  contact_name: Scalars['String']['output'];
  contact_phone: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  date: Scalars['Date']['output'];
  guest_count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The language the customer wrote in (en, th, zh). */
  locale: Scalars['String']['output'];
  message?: Maybe<Scalars['String']['output']>;
  notes: Array<GroupRequestNote>;
  status: GroupRequestStatus;
  /** HH:mm:ss when the customer gave a time. */
  time?: Maybe<Scalars['Time']['output']>;
};

export type GroupRequestNote = {
  __typename?: 'GroupRequestNote';
  at: Scalars['String']['output'];
  /** The staff member's name. */
  by: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type GroupRequestPage = {
  __typename?: 'GroupRequestPage';
  items: Array<GroupRequest>;
  /** How many requests match the filter, over all pages. */
  total: Scalars['Int']['output'];
};

export type GroupRequestStatus =
  | 'booked'
  | 'contacted'
  | 'declined'
  | 'new';

export type Mutation = {
  __typename?: 'Mutation';
  /** paid -> cancelled with the refund chosen; places are released at once. Needs cancel booking, and refund booking for money back (wallet or gateway). */
  cancelBooking: StaffBooking;
  /** paid -> checked_in. By id, or by the booking's QR link (qr) as scanned. Needs check_in booking. */
  checkInBooking: StaffBooking;
  /** checked_in -> completed. Needs complete booking. */
  completeBooking: StaffBooking;
  /** paid -> no_show, only after the start plus the brand's grace period (booking.tooEarlyForNoShow). Needs no_show booking. */
  markNoShow: StaffBooking;
  /** Starts TOTP enrolment for the signed-in account: a new secret, as an otpauth URL and its QR code. staff.totpEnabled when the account has TOTP already. */
  staffTotpBegin: StaffTotpSetup;
  /** Turns TOTP on with a code from the authenticator app; answers ten recovery codes, each usable once and shown only now. otp.invalid for a wrong code. */
  staffTotpConfirm: Array<Scalars['String']['output']>;
  /** Moves a request to new, contacted or declined (booked comes from createStaffBooking), and adds a note when given. request.transitionRefused for a booked request. Needs create booking at its branch. */
  updateGroupRequest: GroupRequest;
};


export type MutationCancelBookingArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  refund: RefundChoice;
};


export type MutationCheckInBookingArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  qr?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCompleteBookingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMarkNoShowArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStaffTotpConfirmArgs = {
  code: Scalars['String']['input'];
};


export type MutationUpdateGroupRequestArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  status: GroupRequestStatus;
};

export type Query = {
  __typename?: 'Query';
  /** Bookings of a branch on a date that hold or held places (paid, checked in, completed, no-show), with the places per bucket. Needs read booking at the branch. */
  daySheet: DaySheet;
  /** One group request with its notes. Needs read booking at its branch; request.notFound otherwise. */
  groupRequest: GroupRequest;
  /** The brand's group requests at the branches the account reaches, newest first; filtered by status and branch. Needs read booking at the request's branch. */
  groupRequests: GroupRequestPage;
  /** One booking by id, with its payments and history. Needs read booking at its branch; booking.notFound otherwise. */
  staffBooking: StaffBooking;
  /** The branches the account's grants reach, brand by brand, for the branch picker. Needs read catalog. */
  staffBranches: Array<StaffBranch>;
  /** The signed-in staff account; null without a staff session. Needs nothing more. */
  staffMe?: Maybe<Staff>;
};


export type QueryDaySheetArgs = {
  branch_id: Scalars['ID']['input'];
  date: Scalars['Date']['input'];
};


export type QueryGroupRequestArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGroupRequestsArgs = {
  branch_id?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  page_size?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<GroupRequestStatus>;
};


export type QueryStaffBookingArgs = {
  id: Scalars['ID']['input'];
};

/** Where the money of a cancelled booking goes. */
export type RefundChoice =
  /** Back through the payment gateway. */
  | 'gateway'
  /** No refund (the brand's policy, e.g. a late cancellation). */
  | 'none'
  /** Credited to the member's wallet (members only). */
  | 'wallet';

export type Staff = {
  __typename?: 'Staff';
  email: Scalars['String']['output'];
  grants: Array<StaffGrant>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The account has a second factor (TOTP). */
  totp_enabled: Scalars['Boolean']['output'];
};

export type StaffBooking = {
  __typename?: 'StaffBooking';
  /** The transitions the signed-in staff may make now (check_in, complete, no_show, cancel). */
  actions: Array<Scalars['String']['output']>;
  booking_no?: Maybe<Scalars['String']['output']>;
  branch: StaffBranch;
  channel: Scalars['String']['output'];
  contact_email?: Maybe<Scalars['String']['output']>;
  contact_name?: Maybe<Scalars['String']['output']>;
  contact_phone?: Maybe<Scalars['String']['output']>;
  date: Scalars['Date']['output'];
  guest_count: Scalars['Int']['output'];
  guests: Array<DayGuest>;
  history: Array<BookingEventEntry>;
  id: Scalars['ID']['output'];
  /** The member who booked, if any. */
  member_id?: Maybe<Scalars['ID']['output']>;
  owed: Scalars['Money']['output'];
  paid: Scalars['Money']['output'];
  payments: Array<StaffPayment>;
  request?: Maybe<Scalars['String']['output']>;
  state: StaffBookingState;
  tax_invoice?: Maybe<TaxInvoiceRequest>;
  time: Scalars['Time']['output'];
};

export type StaffBookingState =
  | 'cancelled'
  | 'checked_in'
  | 'completed'
  | 'expired'
  | 'no_show'
  | 'paid'
  | 'pending';

export type StaffBranch = {
  __typename?: 'StaffBranch';
  brand_id: Scalars['ID']['output'];
  brand_name: Scalars['String']['output'];
  close_time: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  onsen_capacity: Scalars['Int']['output'];
  /** Opening and closing times, HH:mm:ss; a closing of 00:00:00 means midnight. */
  open_time: Scalars['Time']['output'];
  /** Beds for spa treatments and places in the onsen, per 15-minute bucket. */
  spa_capacity: Scalars['Int']['output'];
  /** IANA time zone of the branch, e.g. Asia/Bangkok. */
  time_zone: Scalars['String']['output'];
};

/** One scope of an account: an owner reaches every brand; a brand admin its brands; branch staff its branches. */
export type StaffGrant = {
  __typename?: 'StaffGrant';
  branch_ids: Array<Scalars['ID']['output']>;
  brand_ids: Array<Scalars['ID']['output']>;
  role: StaffRole;
};

export type StaffPayment = {
  __typename?: 'StaffPayment';
  amount: Scalars['Money']['output'];
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  method?: Maybe<Scalars['String']['output']>;
  reason?: Maybe<Scalars['String']['output']>;
  /** paid, refund_required, refunded, failed, pending, ... */
  status: Scalars['String']['output'];
};

/** docs/access.md, Callers. */
export type StaffRole =
  | 'branch_staff'
  | 'brand_admin'
  | 'owner';

export type StaffTotpSetup = {
  __typename?: 'StaffTotpSetup';
  /** otpauth://totp/... for an authenticator app. */
  otpauth_url: Scalars['String']['output'];
  /** The same URL as a QR code image (data:image/png;base64,...). */
  qr_data_url: Scalars['String']['output'];
};

export type TaxInvoiceRequest = {
  __typename?: 'TaxInvoiceRequest';
  address: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  tax_id: Scalars['String']['output'];
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
  BookingEventEntry: ResolverTypeWrapper<BookingEventEntry>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DayBooking: ResolverTypeWrapper<DayBooking>;
  DayBucket: ResolverTypeWrapper<DayBucket>;
  DayGuest: ResolverTypeWrapper<DayGuest>;
  DaySheet: ResolverTypeWrapper<DaySheet>;
  GroupRequest: ResolverTypeWrapper<GroupRequest>;
  GroupRequestNote: ResolverTypeWrapper<GroupRequestNote>;
  GroupRequestPage: ResolverTypeWrapper<GroupRequestPage>;
  GroupRequestStatus: GroupRequestStatus;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefundChoice: RefundChoice;
  Staff: ResolverTypeWrapper<Staff>;
  StaffBooking: ResolverTypeWrapper<StaffBooking>;
  StaffBookingState: StaffBookingState;
  StaffBranch: ResolverTypeWrapper<StaffBranch>;
  StaffGrant: ResolverTypeWrapper<StaffGrant>;
  StaffPayment: ResolverTypeWrapper<StaffPayment>;
  StaffRole: StaffRole;
  StaffTotpSetup: ResolverTypeWrapper<StaffTotpSetup>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TaxInvoiceRequest: ResolverTypeWrapper<TaxInvoiceRequest>;
  Time: ResolverTypeWrapper<Scalars['Time']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  BookingEventEntry: BookingEventEntry;
  Boolean: Scalars['Boolean']['output'];
  Date: Scalars['Date']['output'];
  DayBooking: DayBooking;
  DayBucket: DayBucket;
  DayGuest: DayGuest;
  DaySheet: DaySheet;
  GroupRequest: GroupRequest;
  GroupRequestNote: GroupRequestNote;
  GroupRequestPage: GroupRequestPage;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Money: Scalars['Money']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  Staff: Staff;
  StaffBooking: StaffBooking;
  StaffBranch: StaffBranch;
  StaffGrant: StaffGrant;
  StaffPayment: StaffPayment;
  StaffTotpSetup: StaffTotpSetup;
  String: Scalars['String']['output'];
  TaxInvoiceRequest: TaxInvoiceRequest;
  Time: Scalars['Time']['output'];
};

export type BookingEventEntryResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['BookingEventEntry'] = ResolversParentTypes['BookingEventEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export type DayBookingResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['DayBooking'] = ResolversParentTypes['DayBooking']> = {
  booking_no?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contact_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  end_time?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  guest_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  guests?: Resolver<Array<ResolversTypes['DayGuest']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  owed?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['StaffBookingState'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
};

export type DayBucketResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['DayBucket'] = ResolversParentTypes['DayBucket']> = {
  onsen_capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  onsen_used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spa_capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spa_used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
};

export type DayGuestResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['DayGuest'] = ResolversParentTypes['DayGuest']> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  no?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  treatments?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DaySheetResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['DaySheet'] = ResolversParentTypes['DaySheet']> = {
  bookings?: Resolver<Array<ResolversTypes['DayBooking']>, ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['StaffBranch'], ParentType, ContextType>;
  buckets?: Resolver<Array<ResolversTypes['DayBucket']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type GroupRequestResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['GroupRequest'] = ResolversParentTypes['GroupRequest']> = {
  booking_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  booking_no?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['StaffBranch'], ParentType, ContextType>;
  contact_email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contact_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contact_phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  guest_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['GroupRequestNote']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GroupRequestStatus'], ParentType, ContextType>;
  time?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
};

export type GroupRequestNoteResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['GroupRequestNote'] = ResolversParentTypes['GroupRequestNote']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupRequestPageResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['GroupRequestPage'] = ResolversParentTypes['GroupRequestPage']> = {
  items?: Resolver<Array<ResolversTypes['GroupRequest']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type MutationResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  cancelBooking?: Resolver<ResolversTypes['StaffBooking'], ParentType, ContextType, RequireFields<MutationCancelBookingArgs, 'id' | 'refund'>>;
  checkInBooking?: Resolver<ResolversTypes['StaffBooking'], ParentType, ContextType, Partial<MutationCheckInBookingArgs>>;
  completeBooking?: Resolver<ResolversTypes['StaffBooking'], ParentType, ContextType, RequireFields<MutationCompleteBookingArgs, 'id'>>;
  markNoShow?: Resolver<ResolversTypes['StaffBooking'], ParentType, ContextType, RequireFields<MutationMarkNoShowArgs, 'id'>>;
  staffTotpBegin?: Resolver<ResolversTypes['StaffTotpSetup'], ParentType, ContextType>;
  staffTotpConfirm?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationStaffTotpConfirmArgs, 'code'>>;
  updateGroupRequest?: Resolver<ResolversTypes['GroupRequest'], ParentType, ContextType, RequireFields<MutationUpdateGroupRequestArgs, 'id' | 'status'>>;
};

export type QueryResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  daySheet?: Resolver<ResolversTypes['DaySheet'], ParentType, ContextType, RequireFields<QueryDaySheetArgs, 'branch_id' | 'date'>>;
  groupRequest?: Resolver<ResolversTypes['GroupRequest'], ParentType, ContextType, RequireFields<QueryGroupRequestArgs, 'id'>>;
  groupRequests?: Resolver<ResolversTypes['GroupRequestPage'], ParentType, ContextType, RequireFields<QueryGroupRequestsArgs, 'page' | 'page_size'>>;
  staffBooking?: Resolver<ResolversTypes['StaffBooking'], ParentType, ContextType, RequireFields<QueryStaffBookingArgs, 'id'>>;
  staffBranches?: Resolver<Array<ResolversTypes['StaffBranch']>, ParentType, ContextType>;
  staffMe?: Resolver<Maybe<ResolversTypes['Staff']>, ParentType, ContextType>;
};

export type StaffResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['Staff'] = ResolversParentTypes['Staff']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grants?: Resolver<Array<ResolversTypes['StaffGrant']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totp_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StaffBookingResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffBooking'] = ResolversParentTypes['StaffBooking']> = {
  actions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  booking_no?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['StaffBranch'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contact_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact_phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  guest_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  guests?: Resolver<Array<ResolversTypes['DayGuest']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['BookingEventEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  member_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  owed?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['StaffPayment']>, ParentType, ContextType>;
  request?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['StaffBookingState'], ParentType, ContextType>;
  tax_invoice?: Resolver<Maybe<ResolversTypes['TaxInvoiceRequest']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
};

export type StaffBranchResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffBranch'] = ResolversParentTypes['StaffBranch']> = {
  brand_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  brand_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  close_time?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onsen_capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  open_time?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  spa_capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  time_zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffGrantResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffGrant'] = ResolversParentTypes['StaffGrant']> = {
  branch_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  brand_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
};

export type StaffPaymentResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffPayment'] = ResolversParentTypes['StaffPayment']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffTotpSetupResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['StaffTotpSetup'] = ResolversParentTypes['StaffTotpSetup']> = {
  otpauth_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qr_data_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TaxInvoiceRequestResolvers<ContextType = StaffGraphQLContext, ParentType extends ResolversParentTypes['TaxInvoiceRequest'] = ResolversParentTypes['TaxInvoiceRequest']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tax_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface TimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Time'], any> {
  name: 'Time';
}

export type Resolvers<ContextType = StaffGraphQLContext> = {
  BookingEventEntry?: BookingEventEntryResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DayBooking?: DayBookingResolvers<ContextType>;
  DayBucket?: DayBucketResolvers<ContextType>;
  DayGuest?: DayGuestResolvers<ContextType>;
  DaySheet?: DaySheetResolvers<ContextType>;
  GroupRequest?: GroupRequestResolvers<ContextType>;
  GroupRequestNote?: GroupRequestNoteResolvers<ContextType>;
  GroupRequestPage?: GroupRequestPageResolvers<ContextType>;
  Money?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Staff?: StaffResolvers<ContextType>;
  StaffBooking?: StaffBookingResolvers<ContextType>;
  StaffBranch?: StaffBranchResolvers<ContextType>;
  StaffGrant?: StaffGrantResolvers<ContextType>;
  StaffPayment?: StaffPaymentResolvers<ContextType>;
  StaffTotpSetup?: StaffTotpSetupResolvers<ContextType>;
  TaxInvoiceRequest?: TaxInvoiceRequestResolvers<ContextType>;
  Time?: GraphQLScalarType;
};

