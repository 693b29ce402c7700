export { createGraphQLClient } from './create-client';
export { createHttpClient, HttpFailure } from './http-client';
export type { HttpClient, HttpClientOptions, HttpFailureBody } from './http-client';
export type { ClientOptions } from './create-client';
export { errorCode, errorText, isUnauthenticated, stripErrorPrefix } from './error-codes';
export {
  AcceptLegalDocument,
  LegalTextDocument,
  BranchesDocument,
  BranchProductsDocument,
  CurrentBrandDocument,
  DirectRequestDocument,
} from './generated/client/documents';
export type {
  AcceptLegalMutation,
  AcceptLegalMutationVariables,
  BranchesQuery,
  BranchProductsQuery,
  BranchProductsQueryVariables,
  CurrentBrandQuery,
  DirectRequestMutation,
  DirectRequestMutationVariables,
  ProductType,
} from './generated/client/graphql';
export { AvailabilityDocument, AvailabilityMonthDocument } from './generated/client/documents';
export type { AvailabilityQuery, AvailabilityMonthQuery } from './generated/client/graphql';
export type { MyBookingMoveQuoteQuery } from './generated/client/graphql';
export {
  KPaymentOrderDocument,
  KPaymentResultDocument,
  OrderSummaryDocument,
  PrebookDocument,
  PrebookingDocument,
  CancelMyBookingDocument,
  MoveMyBookingDocument,
  MyBookingMoveQuoteDocument,
  JoinWaitlistDocument,
  LeaveWaitlistDocument,
  ReleaseHoldDocument,
  TrackDocument,
  TaxInvoiceDocument,
  VoucherDocument,
} from './generated/client/documents';
export type {
  KPaymentOrderInput,
  KPaymentOrderMutation,
  KPaymentResultQuery,
  OrderSummaryQuery,
  PrebookInput,
  PrebookMutation,
  PrebookingQuery,
  ReleaseHoldMutation,
  ReleaseHoldMutationVariables,
  TaxInvoiceQuery,
  VoucherQuery,
} from './generated/client/graphql';
export {
  LogoutDocument,
  MeDocument,
  MemberUserFragmentDoc,
  RefreshTokenDocument,
  RegisterDocument,
  ResetPasswordDocument,
  UpdatePasswordDocument,
  UpdateProfileDocument,
  VerifyPasswordDocument,
  WellnessProviderDocument,
} from './generated/client/documents';
export type {
  LogoutMutation,
  MeQuery,
  MemberUserFragment,
  RefreshTokenMutation,
  RegisterInput,
  RegisterMutation,
  RegisterMutationVariables,
  ResetPasswordInput,
  ResetPasswordMutation,
  ResetPasswordMutationVariables,
  UpdatePasswordMutation,
  UpdatePasswordMutationVariables,
  UpdateProfileMutation,
  UpdateProfileMutationVariables,
  VerifyPasswordMutation,
  VerifyPasswordMutationVariables,
  WellnessProviderQuery,
} from './generated/client/graphql';
export { MemberBookingsDocument, MemberQrDocument } from './generated/client/documents';
export type {
  MemberBookingsQuery,
  MemberBookingsQueryVariables,
  MemberQrQuery,
} from './generated/client/graphql';
export { CoursesDocument } from './generated/client/documents';
export type { CoursesQuery, CoursesQueryVariables } from './generated/client/graphql';
// The kiosk's own operation (docs/product-rules.md, Kiosk).
export { KioskCheckInDocument } from './generated/client/documents';
export type { KioskCheckInMutation, KioskCheckInMutationVariables } from './generated/client/graphql';
