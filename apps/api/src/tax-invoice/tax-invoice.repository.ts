import type { Kysely } from 'kysely';
import type { Database, TaxDocumentBody } from '../db/schema';

export interface IssuedTaxInvoice {
  number: string;
  document: TaxDocumentBody;
}

/** The booking's tax invoice, if one was issued (docs/product-rules.md, VAT). */
export async function taxInvoiceOf(
  db: Kysely<Database>,
  bookingId: string,
): Promise<IssuedTaxInvoice | null> {
  const row = await db
    .selectFrom('tax_documents')
    .select(['number', 'document'])
    .where('booking_id', '=', bookingId)
    .where('kind', '=', 'invoice')
    .executeTakeFirst();
  return row ?? null;
}
