// Whether a brand is registered for VAT (docs/product-rules.md, VAT): its prices include 7% VAT, its receipts
// show the VAT inside the total, and it may issue tax invoices. Thai spas are registered as a rule.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('brands')
    .addColumn('vat_registered', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('brands').dropColumn('vat_registered').execute();
}
