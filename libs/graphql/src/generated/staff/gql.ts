/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment StaffBookingFields on StaffBooking {\n  id\n  booking_no\n  state\n  channel\n  branch {\n    ...StaffBranchFields\n  }\n  date\n  time\n  guest_count\n  guests {\n    no\n    name\n    treatments\n  }\n  contact_name\n  contact_phone\n  contact_email\n  member_id\n  request\n  tax_invoice {\n    tax_id\n    name\n    address\n    phone\n  }\n  paid\n  owed\n  payments {\n    id\n    status\n    method\n    amount\n    reason\n    created_at\n  }\n  history {\n    at\n    action\n    by\n    detail\n  }\n  actions\n}\n\nquery DaySheet($branch_id: ID!, $date: Date!) {\n  daySheet(branch_id: $branch_id, date: $date) {\n    branch {\n      ...StaffBranchFields\n    }\n    date\n    bookings {\n      id\n      booking_no\n      state\n      channel\n      time\n      end_time\n      guest_count\n      contact_name\n      guests {\n        no\n        name\n        treatments\n      }\n      paid\n      owed\n    }\n    buckets {\n      time\n      spa_used\n      spa_capacity\n      onsen_used\n      onsen_capacity\n    }\n  }\n}\n\nquery StaffBooking($id: ID!) {\n  staffBooking(id: $id) {\n    ...StaffBookingFields\n  }\n}\n\nmutation CheckInBooking($id: ID, $qr: String) {\n  checkInBooking(id: $id, qr: $qr) {\n    ...StaffBookingFields\n  }\n}\n\nmutation CompleteBooking($id: ID!) {\n  completeBooking(id: $id) {\n    ...StaffBookingFields\n  }\n}\n\nmutation MarkNoShow($id: ID!) {\n  markNoShow(id: $id) {\n    ...StaffBookingFields\n  }\n}\n\nmutation CancelBooking($id: ID!, $refund: RefundChoice!, $reason: String) {\n  cancelBooking(id: $id, refund: $refund, reason: $reason) {\n    ...StaffBookingFields\n  }\n}": typeof types.StaffBookingFieldsFragmentDoc,
    "fragment StaffBranchFields on StaffBranch {\n  id\n  name\n  brand_id\n  brand_name\n  time_zone\n  open_time\n  close_time\n  spa_capacity\n  onsen_capacity\n}\n\nquery StaffMe {\n  staffMe {\n    id\n    name\n    email\n    totp_enabled\n    grants {\n      role\n      brand_ids\n      branch_ids\n    }\n  }\n}\n\nquery StaffBranches {\n  staffBranches {\n    ...StaffBranchFields\n  }\n}": typeof types.StaffBranchFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment StaffBookingFields on StaffBooking {\n  id\n  booking_no\n  state\n  channel\n  branch {\n    ...StaffBranchFields\n  }\n  date\n  time\n  guest_count\n  guests {\n    no\n    name\n    treatments\n  }\n  contact_name\n  contact_phone\n  contact_email\n  member_id\n  request\n  tax_invoice {\n    tax_id\n    name\n    address\n    phone\n  }\n  paid\n  owed\n  payments {\n    id\n    status\n    method\n    amount\n    reason\n    created_at\n  }\n  history {\n    at\n    action\n    by\n    detail\n  }\n  actions\n}\n\nquery DaySheet($branch_id: ID!, $date: Date!) {\n  daySheet(branch_id: $branch_id, date: $date) {\n    branch {\n      ...StaffBranchFields\n    }\n    date\n    bookings {\n      id\n      booking_no\n      state\n      channel\n      time\n      end_time\n      guest_count\n      contact_name\n      guests {\n        no\n        name\n        treatments\n      }\n      paid\n      owed\n    }\n    buckets {\n      time\n      spa_used\n      spa_capacity\n      onsen_used\n      onsen_capacity\n    }\n  }\n}\n\nquery StaffBooking($id: ID!) {\n  staffBooking(id: $id) {\n    ...StaffBookingFields\n  }\n}\n\nmutation CheckInBooking($id: ID, $qr: String) {\n  checkInBooking(id: $id, qr: $qr) {\n    ...StaffBookingFields\n  }\n}\n\nmutation CompleteBooking($id: ID!) {\n  completeBooking(id: $id) {\n    ...StaffBookingFields\n  }\n}\n\nmutation MarkNoShow($id: ID!) {\n  markNoShow(id: $id) {\n    ...StaffBookingFields\n  }\n}\n\nmutation CancelBooking($id: ID!, $refund: RefundChoice!, $reason: String) {\n  cancelBooking(id: $id, refund: $refund, reason: $reason) {\n    ...StaffBookingFields\n  }\n}": types.StaffBookingFieldsFragmentDoc,
    "fragment StaffBranchFields on StaffBranch {\n  id\n  name\n  brand_id\n  brand_name\n  time_zone\n  open_time\n  close_time\n  spa_capacity\n  onsen_capacity\n}\n\nquery StaffMe {\n  staffMe {\n    id\n    name\n    email\n    totp_enabled\n    grants {\n      role\n      brand_ids\n      branch_ids\n    }\n  }\n}\n\nquery StaffBranches {\n  staffBranches {\n    ...StaffBranchFields\n  }\n}": types.StaffBranchFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StaffBookingFields on StaffBooking {\n  id\n  booking_no\n  state\n  channel\n  branch {\n    ...StaffBranchFields\n  }\n  date\n  time\n  guest_count\n  guests {\n    no\n    name\n    treatments\n  }\n  contact_name\n  contact_phone\n  contact_email\n  member_id\n  request\n  tax_invoice {\n    tax_id\n    name\n    address\n    phone\n  }\n  paid\n  owed\n  payments {\n    id\n    status\n    method\n    amount\n    reason\n    created_at\n  }\n  history {\n    at\n    action\n    by\n    detail\n  }\n  actions\n}\n\nquery DaySheet($branch_id: ID!, $date: Date!) {\n  daySheet(branch_id: $branch_id, date: $date) {\n    branch {\n      ...StaffBranchFields\n    }\n    date\n    bookings {\n      id\n      booking_no\n      state\n      channel\n      time\n      end_time\n      guest_count\n      contact_name\n      guests {\n        no\n        name\n        treatments\n      }\n      paid\n      owed\n    }\n    buckets {\n      time\n      spa_used\n      spa_capacity\n      onsen_used\n      onsen_capacity\n    }\n  }\n}\n\nquery StaffBooking($id: ID!) {\n  staffBooking(id: $id) {\n    ...StaffBookingFields\n  }\n}\n\nmutation CheckInBooking($id: ID, $qr: String) {\n  checkInBooking(id: $id, qr: $qr) {\n    ...StaffBookingFields\n  }\n}\n\nmutation CompleteBooking($id: ID!) {\n  completeBooking(id: $id) {\n    ...StaffBookingFields\n  }\n}\n\nmutation MarkNoShow($id: ID!) {\n  markNoShow(id: $id) {\n    ...StaffBookingFields\n  }\n}\n\nmutation CancelBooking($id: ID!, $refund: RefundChoice!, $reason: String) {\n  cancelBooking(id: $id, refund: $refund, reason: $reason) {\n    ...StaffBookingFields\n  }\n}"): (typeof documents)["fragment StaffBookingFields on StaffBooking {\n  id\n  booking_no\n  state\n  channel\n  branch {\n    ...StaffBranchFields\n  }\n  date\n  time\n  guest_count\n  guests {\n    no\n    name\n    treatments\n  }\n  contact_name\n  contact_phone\n  contact_email\n  member_id\n  request\n  tax_invoice {\n    tax_id\n    name\n    address\n    phone\n  }\n  paid\n  owed\n  payments {\n    id\n    status\n    method\n    amount\n    reason\n    created_at\n  }\n  history {\n    at\n    action\n    by\n    detail\n  }\n  actions\n}\n\nquery DaySheet($branch_id: ID!, $date: Date!) {\n  daySheet(branch_id: $branch_id, date: $date) {\n    branch {\n      ...StaffBranchFields\n    }\n    date\n    bookings {\n      id\n      booking_no\n      state\n      channel\n      time\n      end_time\n      guest_count\n      contact_name\n      guests {\n        no\n        name\n        treatments\n      }\n      paid\n      owed\n    }\n    buckets {\n      time\n      spa_used\n      spa_capacity\n      onsen_used\n      onsen_capacity\n    }\n  }\n}\n\nquery StaffBooking($id: ID!) {\n  staffBooking(id: $id) {\n    ...StaffBookingFields\n  }\n}\n\nmutation CheckInBooking($id: ID, $qr: String) {\n  checkInBooking(id: $id, qr: $qr) {\n    ...StaffBookingFields\n  }\n}\n\nmutation CompleteBooking($id: ID!) {\n  completeBooking(id: $id) {\n    ...StaffBookingFields\n  }\n}\n\nmutation MarkNoShow($id: ID!) {\n  markNoShow(id: $id) {\n    ...StaffBookingFields\n  }\n}\n\nmutation CancelBooking($id: ID!, $refund: RefundChoice!, $reason: String) {\n  cancelBooking(id: $id, refund: $refund, reason: $reason) {\n    ...StaffBookingFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StaffBranchFields on StaffBranch {\n  id\n  name\n  brand_id\n  brand_name\n  time_zone\n  open_time\n  close_time\n  spa_capacity\n  onsen_capacity\n}\n\nquery StaffMe {\n  staffMe {\n    id\n    name\n    email\n    totp_enabled\n    grants {\n      role\n      brand_ids\n      branch_ids\n    }\n  }\n}\n\nquery StaffBranches {\n  staffBranches {\n    ...StaffBranchFields\n  }\n}"): (typeof documents)["fragment StaffBranchFields on StaffBranch {\n  id\n  name\n  brand_id\n  brand_name\n  time_zone\n  open_time\n  close_time\n  spa_capacity\n  onsen_capacity\n}\n\nquery StaffMe {\n  staffMe {\n    id\n    name\n    email\n    totp_enabled\n    grants {\n      role\n      brand_ids\n      branch_ids\n    }\n  }\n}\n\nquery StaffBranches {\n  staffBranches {\n    ...StaffBranchFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;