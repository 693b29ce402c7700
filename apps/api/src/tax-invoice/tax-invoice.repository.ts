import type { Kysely } from 'kysely';
import type { Database, TaxDocumentBody, TaxDocumentKind } from '../db/schema';

export interface IssuedTaxInvoice {
  number: string;
  document: TaxDocumentBody;
}

/** The booking's tax invoice, or the credit note that cancelled it, if one was issued (docs/product-rules.md, VAT). */
export async function taxInvoiceOf(
  db: Kysely<Database>,
  bookingId: string,
  kind: TaxDocumentKind = 'invoice',
): Promise<IssuedTaxInvoice | null> {
  const row = await db
    .selectFrom('tax_documents')
    .select(['number', 'document'])
    .where('booking_id', '=', bookingId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ?? null;
}
