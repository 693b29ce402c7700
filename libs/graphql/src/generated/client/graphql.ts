/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AcceptLegalInput = {
  /** The booking the rule was accepted with, when there is one. */
  booking_id?: string | number | null | undefined;
  contact_email?: string | null | undefined;
  contact_phone?: string | null | undefined;
  /** terms, privacy or cookies. */
  rule: string;
  /** The version of the rule's text the visitor saw, at most 20 characters. */
  version: string;
};

export type DirectRequestInput = {
  /** A branch of the request's brand. */
  branch_id: string | number;
  contact_email: string;
  contact_name: string;
  /** A Thai mobile number, e.g. 081-234-5678 or +66 81 234 5678. */
  contact_phone: string;
  /** 'YYYY-MM-DD', branch local time; today or later. */
  date: string;
  /** 7 to 200 guests; up to 6 book online. */
  guest_count: number;
  /** Anything the staff should know, at most 2000 characters. */
  message?: string | null | undefined;
  /** 'HH:mm', branch local time, when the customer has one in mind. */
  time?: string | null | undefined;
};

export type ProductType =
  | 'course_treatment'
  | 'onsen_fee'
  | 'package'
  | 'treatment';

export type CurrentBrandQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentBrandQuery = { brand: { id: string, code: string, name: string, logo: string, url: { app: string, faq: string, customer: string }, colors: { primary: string, secondary: string }, ads: Array<{ image: string, title: string, body: string }> } };

export type BranchesQueryVariables = Exact<{ [key: string]: never; }>;


export type BranchesQuery = { branches: Array<{ id: string, brand_id: string, name: string, branch: string, address: string, friendly_address: string, province: string, province_code: string, pool: string, time_zone: string, open_time: string, close_time: string, open_date: string, close_date: string | null, open_days: Array<number>, product_filter: Array<{ id: string, name: string, tags: Array<string> }> }> };

export type BranchProductsQueryVariables = Exact<{
  branch: string | number;
}>;


export type BranchProductsQuery = { products: Array<{ id: string, name: string, description: string, duration: number, price: number, tags: Array<string>, type: ProductType, code: string, is_force_select: boolean, is_onsen_fee: boolean, is_use_oil_material: boolean, is_must_after_onsen: boolean, bundle: Array<{ id: string, name: string, duration: number, type: ProductType, is_onsen_fee: boolean, is_use_oil_material: boolean, is_must_after_onsen: boolean }> }> };

export type DirectRequestMutationVariables = Exact<{
  input: DirectRequestInput;
}>;


export type DirectRequestMutation = { directRequest: { id: string, status: boolean } };

export type AcceptLegalMutationVariables = Exact<{
  input: AcceptLegalInput;
}>;


export type AcceptLegalMutation = { acceptLegal: { status: boolean } };


export const CurrentBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentBrand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"url"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"app"}},{"kind":"Field","name":{"kind":"Name","value":"faq"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]}}]} as unknown as DocumentNode<CurrentBrandQuery, CurrentBrandQueryVariables>;
export const BranchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"friendly_address"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"province_code"}},{"kind":"Field","name":{"kind":"Name","value":"pool"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"open_time"}},{"kind":"Field","name":{"kind":"Name","value":"close_time"}},{"kind":"Field","name":{"kind":"Name","value":"open_date"}},{"kind":"Field","name":{"kind":"Name","value":"close_date"}},{"kind":"Field","name":{"kind":"Name","value":"open_days"}},{"kind":"Field","name":{"kind":"Name","value":"product_filter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]}}]}}]} as unknown as DocumentNode<BranchesQuery, BranchesQueryVariables>;
export const BranchProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branch"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branch"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"is_force_select"}},{"kind":"Field","name":{"kind":"Name","value":"is_onsen_fee"}},{"kind":"Field","name":{"kind":"Name","value":"is_use_oil_material"}},{"kind":"Field","name":{"kind":"Name","value":"is_must_after_onsen"}},{"kind":"Field","name":{"kind":"Name","value":"bundle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"is_onsen_fee"}},{"kind":"Field","name":{"kind":"Name","value":"is_use_oil_material"}},{"kind":"Field","name":{"kind":"Name","value":"is_must_after_onsen"}}]}}]}}]}}]} as unknown as DocumentNode<BranchProductsQuery, BranchProductsQueryVariables>;
export const DirectRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DirectRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DirectRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DirectRequestMutation, DirectRequestMutationVariables>;
export const AcceptLegalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptLegal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptLegalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptLegal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AcceptLegalMutation, AcceptLegalMutationVariables>;