// Thai full tax invoices (docs/product-rules.md, VAT): issued in the transaction that confirms the payment of
// a booking whose customer asked for one, at a brand registered for VAT with its legal details; numbered from
// a gap-free counter per brand and kind, whose row the issuing transaction locks until it commits.
import {
  isCourseItemId,
  parseCourseItemId,
  toBranchLocal,
  vatIncludedSatang,
  type OrderSummary,
} from '@sabai/booking-rules';
import type { Selectable, Transaction } from 'kysely';
import type { BookingTable, Database, TaxDocumentBody, TaxDocumentKind, TaxDocumentLine } from '../db/schema';

const PREFIX: Record<TaxDocumentKind, string> = { invoice: 'TI', credit_note: 'CN' };

/** The brand's next number of a kind ('YU-TI-000042'): the counter's row stays locked until commit. */
async function nextNumber(
  trx: Transaction<Database>,
  brand: { id: string; code: string },
  kind: TaxDocumentKind,
): Promise<string> {
  const { last_no } = await trx
    .insertInto('tax_document_counters')
    .values({ brand_id: brand.id, kind, last_no: 1 })
    .onConflict((oc) =>
      oc
        .columns(['brand_id', 'kind'])
        .doUpdateSet((eb) => ({ last_no: eb('tax_document_counters.last_no', '+', 1) })),
    )
    .returning('last_no')
    .executeTakeFirstOrThrow();
  return `${brand.code}-${PREFIX[kind]}-${String(last_no).padStart(6, '0')}`;
}

/** The branch's date now ('YYYY-MM-DD'): a document's date of issue. */
async function branchDate(trx: Transaction<Database>, branchId: string, now: number): Promise<string> {
  const branch = await trx
    .selectFrom('branches')
    .select('time_zone')
    .where('id', '=', branchId)
    .executeTakeFirstOrThrow();
  return toBranchLocal(now, branch.time_zone).date;
}

/** Numbers the document from its kind's counter and stores it; answers its number. */
async function insertDocument(
  trx: Transaction<Database>,
  brand: { id: string; code: string },
  bookingId: string,
  kind: TaxDocumentKind,
  document: TaxDocumentBody,
): Promise<string> {
  const number = await nextNumber(trx, brand, kind);
  await trx
    .insertInto('tax_documents')
    .values({ brand_id: brand.id, booking_id: bookingId, kind, number, document: JSON.stringify(document) })
    .execute();
  return number;
}

/** A course item's product (its item id names the product, docs/product-rules.md, Courses). */
function courseProductId(id: string): string {
  const parsed = parseCourseItemId(id);
  return parsed.ok ? parsed.itemId : id;
}

/** Each guest's treatments at the prices of the moment; a course's item was paid with the course. */
async function invoiceLines(
  trx: Transaction<Database>,
  booking: Selectable<BookingTable>,
): Promise<TaxDocumentLine[]> {
  const items = booking.guests.flatMap((g) =>
    g.treatments.map((id) =>
      isCourseItemId(id)
        ? { guestNo: g.no, productId: courseProductId(id), byCourse: true }
        : { guestNo: g.no, productId: id, byCourse: false },
    ),
  );
  const ids = [...new Set(items.map((i) => i.productId))];
  const products =
    ids.length === 0
      ? []
      : await trx
          .selectFrom('products')
          .select(['id', 'name', 'price_satang'])
          .where('id', 'in', ids)
          .execute();
  const byId = new Map(products.map((p) => [p.id, p]));
  return items.map(({ guestNo, productId, byCourse }) => {
    const product = byId.get(productId);
    return {
      guestNo,
      name: { th: product?.name.th ?? productId, en: product?.name.en ?? productId },
      amountSatang: byCourse ? 0 : (product?.price_satang ?? 0),
    };
  });
}

/**
 * The booking's tax invoice, issued now, or null when it needs none: the customer did not ask, the brand is
 * not registered for VAT, or the brand's legal details are missing (no invoice can name its seller).
 */
export async function issueTaxInvoice(
  trx: Transaction<Database>,
  booking: Selectable<BookingTable>,
  summary: OrderSummary,
  now: number,
): Promise<string | null> {
  if (!booking.tax_id || !booking.booking_no) return null;
  const brand = await trx
    .selectFrom('brands')
    .select(['id', 'code', 'vat_registered', 'legal_name', 'legal_address', 'legal_tax_id', 'legal_branch'])
    .where('id', '=', booking.brand_id)
    .executeTakeFirstOrThrow();
  if (!brand.vat_registered || !brand.legal_name || !brand.legal_address || !brand.legal_tax_id) return null;
  const issuedOn = await branchDate(trx, booking.branch_id, now);
  return insertDocument(trx, brand, booking.id, 'invoice', {
    bookingNo: booking.booking_no,
    issuedOn,
    seller: {
      name: brand.legal_name,
      address: brand.legal_address,
      taxId: brand.legal_tax_id,
      branch: brand.legal_branch,
    },
    buyer: {
      name: booking.tax_name ?? '',
      address: booking.tax_address ?? '',
      taxId: booking.tax_id,
      phone: booking.tax_phone,
    },
    lines: await invoiceLines(trx, booking),
    subTotalSatang: summary.subTotalSatang,
    discountSatang: summary.discountSatang + summary.tierDiscountSatang,
    totalSatang: summary.grandTotalSatang,
    vatSatang: vatIncludedSatang(summary.grandTotalSatang),
  });
}

/**
 * Cancelling a paid booking with a tax invoice issues a credit note for the whole invoice, in the cancelling
 * transaction, with a number of its own sequence; the invoice and its number stay. Answers the note's number,
 * or null when the booking had no invoice (or already has its note).
 */
export async function issueCreditNote(
  trx: Transaction<Database>,
  booking: Pick<Selectable<BookingTable>, 'id' | 'brand_id' | 'branch_id'>,
  now: number,
): Promise<string | null> {
  const invoice = await trx
    .selectFrom('tax_documents')
    .select(['number', 'document'])
    .where('booking_id', '=', booking.id)
    .where('kind', '=', 'invoice')
    .executeTakeFirst();
  if (!invoice) return null;
  const issued = await trx
    .selectFrom('tax_documents')
    .select('number')
    .where('booking_id', '=', booking.id)
    .where('kind', '=', 'credit_note')
    .executeTakeFirst();
  if (issued) return null;
  const brand = await trx
    .selectFrom('brands')
    .select(['id', 'code'])
    .where('id', '=', booking.brand_id)
    .executeTakeFirstOrThrow();
  return insertDocument(trx, brand, booking.id, 'credit_note', {
    ...invoice.document,
    issuedOn: await branchDate(trx, booking.branch_id, now),
    cancels: invoice.number,
  });
}
