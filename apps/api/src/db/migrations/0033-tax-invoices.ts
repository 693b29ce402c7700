// Thai full tax invoices (docs/product-rules.md, VAT): the seller's legal details on the brand, a gap-free
// number per brand and kind (a counter row locked by the issuing transaction), and each document as issued,
// a snapshot that never changes. A credit note cancels an invoice; no number is ever deleted.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('brands')
    // { th, en }: the company's registered name and address, as the Revenue Department knows them.
    .addColumn('legal_name', 'jsonb')
    .addColumn('legal_address', 'jsonb')
    .addColumn('legal_tax_id', 'text')
    // '00000' for the head office, else the branch number of the registration.
    .addColumn('legal_branch', 'text', (c) => c.notNull().defaultTo('00000'))
    .execute();
  await db.schema
    .createTable('tax_document_counters')
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('last_no', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('tax_document_counters_pkey', ['brand_id', 'kind'])
    .execute();
  await db.schema
    .createTable('tax_documents')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
    .addColumn('booking_id', 'uuid', (c) => c.notNull().references('bookings.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('invoice', 'credit_note')`))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('document', 'jsonb', (c) => c.notNull())
    .addUniqueConstraint('tax_documents_booking_kind', ['booking_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tax_documents').execute();
  await db.schema.dropTable('tax_document_counters').execute();
  await db.schema
    .alterTable('brands')
    .dropColumn('legal_name')
    .dropColumn('legal_address')
    .dropColumn('legal_tax_id')
    .dropColumn('legal_branch')
    .execute();
}
