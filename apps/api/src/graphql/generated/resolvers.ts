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

export type Branch = {
  __typename?: 'Branch';
  address: Scalars['String']['output'];
  /** Short branch name, e.g. 'Sukhumvit'. */
  branch: Scalars['String']['output'];
  brand: Brand;
  brand_id: Scalars['ID']['output'];
  close_date?: Maybe<Scalars['Date']['output']>;
  close_time: Scalars['Time']['output'];
  friendly_address: Scalars['String']['output'];
  id: Scalars['ID']['output'];
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
  logo: Scalars['String']['output'];
  name: Scalars['String']['output'];
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

export type KioskAd = {
  __typename?: 'KioskAd';
  body: Scalars['String']['output'];
  image: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Product = {
  __typename?: 'Product';
  bundle: Array<BundleItem>;
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** Minutes. */
  duration: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
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

export type Query = {
  __typename?: 'Query';
  /** Branches of the request's brand, in display order. */
  branches: Array<Branch>;
  /** The brand of the request, resolved from its Host header. */
  brand: Brand;
  /** Products sold at a branch of the request's brand, translated by Accept-Language. */
  products: Array<Product>;
};


export type QueryProductsArgs = {
  branch: Scalars['ID']['input'];
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
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Branch: ResolverTypeWrapper<Branch>;
  Brand: ResolverTypeWrapper<Brand>;
  BrandColors: ResolverTypeWrapper<BrandColors>;
  BrandUrls: ResolverTypeWrapper<BrandUrls>;
  BundleItem: ResolverTypeWrapper<BundleItem>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  KioskAd: ResolverTypeWrapper<KioskAd>;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  Product: ResolverTypeWrapper<Product>;
  ProductFilter: ResolverTypeWrapper<ProductFilter>;
  ProductType: ProductType;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Time: ResolverTypeWrapper<Scalars['Time']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  Branch: Branch;
  Brand: Brand;
  BrandColors: BrandColors;
  BrandUrls: BrandUrls;
  BundleItem: BundleItem;
  Date: Scalars['Date']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  KioskAd: KioskAd;
  Money: Scalars['Money']['output'];
  Product: Product;
  ProductFilter: ProductFilter;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Time: Scalars['Time']['output'];
};

export type BranchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Branch'] = ResolversParentTypes['Branch']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  brand_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  close_date?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  close_time?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  friendly_address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export type KioskAdResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KioskAd'] = ResolversParentTypes['KioskAd']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  bundle?: Resolver<Array<ResolversTypes['BundleItem']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  branches?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductsArgs, 'branch'>>;
};

export interface TimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Time'], any> {
  name: 'Time';
}

export type Resolvers<ContextType = GraphQLContext> = {
  Branch?: BranchResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandColors?: BrandColorsResolvers<ContextType>;
  BrandUrls?: BrandUrlsResolvers<ContextType>;
  BundleItem?: BundleItemResolvers<ContextType>;
  Date?: GraphQLScalarType;
  KioskAd?: KioskAdResolvers<ContextType>;
  Money?: GraphQLScalarType;
  Product?: ProductResolvers<ContextType>;
  ProductFilter?: ProductFilterResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Time?: GraphQLScalarType;
};

