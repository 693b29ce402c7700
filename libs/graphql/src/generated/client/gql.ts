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
    "query CurrentBrand {\n  brand {\n    id\n    code\n    name\n    logo\n    url {\n      app\n      faq\n      customer\n    }\n    colors {\n      primary\n      secondary\n    }\n    ads {\n      image\n      title\n      body\n    }\n  }\n}\n\nquery Branches {\n  branches {\n    id\n    brand_id\n    name\n    branch\n    address\n    friendly_address\n    province\n    province_code\n    pool\n    time_zone\n    open_time\n    close_time\n    open_date\n    close_date\n    open_days\n    product_filter {\n      id\n      name\n      tags\n    }\n  }\n}\n\nquery BranchProducts($branch: ID!) {\n  products(branch: $branch) {\n    id\n    name\n    description\n    duration\n    price\n    tags\n    type\n    code\n    is_force_select\n    is_onsen_fee\n    is_use_oil_material\n    is_must_after_onsen\n    bundle {\n      id\n      name\n      duration\n      type\n      is_onsen_fee\n      is_use_oil_material\n      is_must_after_onsen\n    }\n  }\n}": typeof types.CurrentBrandDocument,
    "mutation DirectRequest($input: DirectRequestInput!) {\n  directRequest(input: $input) {\n    id\n    status\n  }\n}": typeof types.DirectRequestDocument,
    "mutation AcceptLegal($input: AcceptLegalInput!) {\n  acceptLegal(input: $input) {\n    status\n  }\n}": typeof types.AcceptLegalDocument,
};
const documents: Documents = {
    "query CurrentBrand {\n  brand {\n    id\n    code\n    name\n    logo\n    url {\n      app\n      faq\n      customer\n    }\n    colors {\n      primary\n      secondary\n    }\n    ads {\n      image\n      title\n      body\n    }\n  }\n}\n\nquery Branches {\n  branches {\n    id\n    brand_id\n    name\n    branch\n    address\n    friendly_address\n    province\n    province_code\n    pool\n    time_zone\n    open_time\n    close_time\n    open_date\n    close_date\n    open_days\n    product_filter {\n      id\n      name\n      tags\n    }\n  }\n}\n\nquery BranchProducts($branch: ID!) {\n  products(branch: $branch) {\n    id\n    name\n    description\n    duration\n    price\n    tags\n    type\n    code\n    is_force_select\n    is_onsen_fee\n    is_use_oil_material\n    is_must_after_onsen\n    bundle {\n      id\n      name\n      duration\n      type\n      is_onsen_fee\n      is_use_oil_material\n      is_must_after_onsen\n    }\n  }\n}": types.CurrentBrandDocument,
    "mutation DirectRequest($input: DirectRequestInput!) {\n  directRequest(input: $input) {\n    id\n    status\n  }\n}": types.DirectRequestDocument,
    "mutation AcceptLegal($input: AcceptLegalInput!) {\n  acceptLegal(input: $input) {\n    status\n  }\n}": types.AcceptLegalDocument,
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
export function graphql(source: "query CurrentBrand {\n  brand {\n    id\n    code\n    name\n    logo\n    url {\n      app\n      faq\n      customer\n    }\n    colors {\n      primary\n      secondary\n    }\n    ads {\n      image\n      title\n      body\n    }\n  }\n}\n\nquery Branches {\n  branches {\n    id\n    brand_id\n    name\n    branch\n    address\n    friendly_address\n    province\n    province_code\n    pool\n    time_zone\n    open_time\n    close_time\n    open_date\n    close_date\n    open_days\n    product_filter {\n      id\n      name\n      tags\n    }\n  }\n}\n\nquery BranchProducts($branch: ID!) {\n  products(branch: $branch) {\n    id\n    name\n    description\n    duration\n    price\n    tags\n    type\n    code\n    is_force_select\n    is_onsen_fee\n    is_use_oil_material\n    is_must_after_onsen\n    bundle {\n      id\n      name\n      duration\n      type\n      is_onsen_fee\n      is_use_oil_material\n      is_must_after_onsen\n    }\n  }\n}"): (typeof documents)["query CurrentBrand {\n  brand {\n    id\n    code\n    name\n    logo\n    url {\n      app\n      faq\n      customer\n    }\n    colors {\n      primary\n      secondary\n    }\n    ads {\n      image\n      title\n      body\n    }\n  }\n}\n\nquery Branches {\n  branches {\n    id\n    brand_id\n    name\n    branch\n    address\n    friendly_address\n    province\n    province_code\n    pool\n    time_zone\n    open_time\n    close_time\n    open_date\n    close_date\n    open_days\n    product_filter {\n      id\n      name\n      tags\n    }\n  }\n}\n\nquery BranchProducts($branch: ID!) {\n  products(branch: $branch) {\n    id\n    name\n    description\n    duration\n    price\n    tags\n    type\n    code\n    is_force_select\n    is_onsen_fee\n    is_use_oil_material\n    is_must_after_onsen\n    bundle {\n      id\n      name\n      duration\n      type\n      is_onsen_fee\n      is_use_oil_material\n      is_must_after_onsen\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DirectRequest($input: DirectRequestInput!) {\n  directRequest(input: $input) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation DirectRequest($input: DirectRequestInput!) {\n  directRequest(input: $input) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AcceptLegal($input: AcceptLegalInput!) {\n  acceptLegal(input: $input) {\n    status\n  }\n}"): (typeof documents)["mutation AcceptLegal($input: AcceptLegalInput!) {\n  acceptLegal(input: $input) {\n    status\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;