export { createGraphQLClient } from './create-client';
export type { ClientOptions } from './create-client';
export { errorCode, errorText, isUnauthenticated, stripErrorPrefix } from './error-codes';
export { BranchesDocument, BranchProductsDocument, CurrentBrandDocument } from './generated/client/graphql';
export type {
  BranchesQuery,
  BranchProductsQuery,
  BranchProductsQueryVariables,
  CurrentBrandQuery,
  ProductType,
} from './generated/client/graphql';
