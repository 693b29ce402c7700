// Brands, their hosts, branches and the product catalogue (docs/product-rules.md, Brands and hosts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await brandsAndBranches(db);
  await productsAndAssortment(db);
}

async function brandsAndBranches(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brands')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('logo_url', 'text', (c) => c.notNull())
    .addColumn('color_primary', 'text', (c) => c.notNull())
    .addColumn('color_secondary', 'text', (c) => c.notNull())
    .addColumn('faq_url', 'text', (c) => c.notNull())
    .addColumn('customer_url', 'text')
    .addColumn('ads', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();

  await db.schema
    .createTable('brand_hosts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
    .addColumn('host', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('branches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('branch', 'jsonb', (c) => c.notNull())
    .addColumn('address', 'jsonb', (c) => c.notNull())
    .addColumn('friendly_address', 'jsonb', (c) => c.notNull())
    .addColumn('province', 'jsonb', (c) => c.notNull())
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('pool', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Asia/Bangkok'))
    .addColumn('open_time', 'time', (c) => c.notNull())
    .addColumn('close_time', 'time', (c) => c.notNull())
    .addColumn('open_days', sql`smallint[]`, (c) => c.notNull())
    .addColumn('open_date', 'date', (c) => c.notNull())
    .addColumn('close_date', 'date')
    .addColumn('spa_beds', 'integer', (c) => c.notNull().check(sql`spa_beds >= 0`))
    .addColumn('onsen_places', 'integer', (c) => c.notNull().check(sql`onsen_places >= 0`))
    .execute();
  await db.schema.createIndex('branches_brand_idx').on('branches').column('brand_id').execute();
}

async function productsAndAssortment(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_filters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('branch_id', 'text', (c) => c.notNull().references('branches.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('tags', sql`text[]`, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('treatment', 'package', 'course_treatment', 'onsen_fee')`),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('description', 'jsonb', (c) => c.notNull())
    .addColumn('duration_min', 'integer', (c) => c.notNull().check(sql`duration_min > 0`))
    .addColumn('price_satang', 'integer', (c) => c.notNull().check(sql`price_satang >= 0`))
    .addColumn('tags', sql`text[]`, (c) => c.notNull())
    .addColumn('is_force_select', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_onsen_fee', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_use_oil_material', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_must_after_onsen', 'boolean', (c) => c.notNull().defaultTo(false))
    .addUniqueConstraint('products_brand_code_key', ['brand_id', 'code'])
    .execute();

  await db.schema
    .createTable('product_bundle_items')
    .addColumn('package_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_bundle_items_pkey', ['package_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('branch_products')
    .addColumn('branch_id', 'text', (c) => c.notNull().references('branches.id'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addPrimaryKeyConstraint('branch_products_pkey', ['branch_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'branch_products',
    'product_bundle_items',
    'products',
    'product_filters',
    'branches',
    'brand_hosts',
    'brands',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
