// Thai full tax invoices and credit notes (docs/product-rules.md, VAT): gap-free numbers per brand and kind,
// and each document as issued. Money in satang.
import type { Generated } from 'kysely';
import type { Json } from './json';

export type TaxDocumentKind = 'invoice' | 'credit_note';

/** A name or address in Thai, with English beside it when the brand gave one. */
export interface ThaiWithEnglish {
  th: string;
  en?: string | undefined;
}

export interface TaxDocumentLine {
  guestNo: number;
  name: ThaiWithEnglish;
  amountSatang: number;
}

/** What the Revenue Department asks of a full tax invoice, as it was when issued. */
export interface TaxDocumentBody {
  bookingNo: string;
  /** 'YYYY-MM-DD', the branch's date of issue. */
  issuedOn: string;
  seller: { name: ThaiWithEnglish; address: ThaiWithEnglish; taxId: string; branch: string };
  buyer: { name: string; address: string; taxId: string; phone: string | null };
  lines: TaxDocumentLine[];
  subTotalSatang: number;
  discountSatang: number;
  totalSatang: number;
  vatSatang: number;
  /** The invoice a credit note cancels. */
  cancels?: string | undefined;
}

export interface TaxDocumentCounterTable {
  brand_id: string;
  kind: TaxDocumentKind;
  last_no: number;
}

export interface TaxDocumentTable {
  id: Generated<string>;
  brand_id: string;
  booking_id: string;
  kind: TaxDocumentKind;
  number: string;
  issued_at: Generated<Date>;
  document: Json<TaxDocumentBody>;
}
