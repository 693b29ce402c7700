import type { TaxInvoiceQuery } from '@sabai/graphql';
import { formatMoney } from '@sabai/i18n';
import styles from './tax-invoice-sheet.module.css';

/** An invoice as the customer's and the kiosk's queries read it; on a credit note, `cancels` names the invoice. */
export type IssuedTaxInvoice = NonNullable<NonNullable<TaxInvoiceQuery['prebooking']>['tax_invoice']> & {
  cancels?: string | null | undefined;
};

// A Thai full tax invoice is written in Thai, with English beside it: its words do not follow the screen's
// language, so they are the document's own text rather than the interface's catalog (docs/decisions.md).
const WORDS = {
  title: 'ใบกำกับภาษีเต็มรูป / Tax Invoice',
  creditNote: 'ใบลดหนี้ / Credit Note',
  original: 'อ้างอิงใบกำกับภาษีเลขที่ / Original tax invoice',
  reason: 'เหตุผล / Reason',
  cancelled: 'ยกเลิกการจอง / Booking cancelled',
  originalValue: 'มูลค่าตามใบกำกับภาษีเดิม / Original value',
  correctValue: 'มูลค่าที่ถูกต้อง / Correct value',
  difference: 'ผลต่าง / Difference',
  number: 'เลขที่ / No.',
  date: 'วันที่ / Date',
  booking: 'การจอง / Booking',
  seller: 'ผู้ขาย / Seller',
  buyer: 'ผู้ซื้อ / Buyer',
  taxId: 'เลขประจำตัวผู้เสียภาษี / Tax ID',
  headOffice: 'สำนักงานใหญ่ / Head office',
  branch: 'สาขาที่ / Branch',
  guest: 'ผู้รับบริการ / Guest',
  subTotal: 'รวม / Sub-total',
  discount: 'ส่วนลด / Discount',
  beforeVat: 'มูลค่าก่อนภาษี / Amount before VAT',
  vat: 'ภาษีมูลค่าเพิ่ม 7% / VAT 7%',
  total: 'รวมทั้งสิ้น / Total',
} as const;

// Amounts as Thai documents write them: ฿1,234.00.
const formatThb = (amount: number) => formatMoney(amount);

const both = (text: { th: string; en?: string | null }) =>
  text.en && text.en !== text.th ? `${text.th} / ${text.en}` : text.th;

/**
 * A credit note's sums (docs/product-rules.md, VAT): it cancels the whole invoice, so the correct value is 0 and the
 * difference is the invoice's amount before VAT, with its VAT and total.
 */
function CreditNoteTotals({ invoice }: { invoice: IssuedTaxInvoice }) {
  const rows: [string, number][] = [
    [WORDS.originalValue, invoice.amount_before_vat],
    [WORDS.correctValue, 0],
    [WORDS.difference, invoice.amount_before_vat],
    [WORDS.vat, invoice.vat],
    [WORDS.total, invoice.total],
  ];
  return (
    <tfoot>
      {rows.map(([label, amount]) => (
        <tr key={label}>
          <th scope="row">{label}</th>
          <td className={styles.amount}>{formatThb(amount)}</td>
        </tr>
      ))}
    </tfoot>
  );
}

/** The sums under the lines: sub-total, discount, amount before VAT, VAT and total. */
function InvoiceTotals({ invoice }: { invoice: IssuedTaxInvoice }) {
  if (invoice.cancels) return <CreditNoteTotals invoice={invoice} />;
  return (
    <tfoot>
      <tr>
        <th scope="row">{WORDS.subTotal}</th>
        <td className={styles.amount}>{formatThb(invoice.sub_total)}</td>
      </tr>
      {invoice.discount > 0 && (
        <tr>
          <th scope="row">{WORDS.discount}</th>
          <td className={styles.amount}>−{formatThb(invoice.discount)}</td>
        </tr>
      )}
      <tr>
        <th scope="row">{WORDS.beforeVat}</th>
        <td className={styles.amount}>{formatThb(invoice.amount_before_vat)}</td>
      </tr>
      <tr>
        <th scope="row">{WORDS.vat}</th>
        <td className={styles.amount}>{formatThb(invoice.vat)}</td>
      </tr>
      <tr>
        <th scope="row">{WORDS.total}</th>
        <td className={styles.amount}>{formatThb(invoice.total)}</td>
      </tr>
    </tfoot>
  );
}

export interface TaxInvoiceSheetProps {
  invoice: IssuedTaxInvoice;
  /** The paper's look: an A4 page or the kiosk's 80 mm roll. */
  className?: string | undefined;
}

/**
 * What the Revenue Department asks of a full tax invoice (docs/product-rules.md, VAT): the seller's name,
 * address, tax id and branch, the buyer's, the number and date, the items, the amount before VAT, the VAT and
 * the total, as the server issued them. A credit note adds the invoice it cancels, why, and the values before
 * and after.
 */
export function TaxInvoiceSheet({ invoice, className }: TaxInvoiceSheetProps) {
  const branch =
    invoice.seller_branch === '00000' ? WORDS.headOffice : `${WORDS.branch} ${invoice.seller_branch}`;
  return (
    <section className={`${styles.invoice} ${className ?? ''}`} data-testid="tax-invoice">
      <h2 className={styles.title}>{invoice.cancels ? WORDS.creditNote : WORDS.title}</h2>
      <dl className={styles.facts}>
        <dt>{WORDS.number}</dt>
        <dd>{invoice.number}</dd>
        {invoice.cancels && (
          <>
            <dt>{WORDS.original}</dt>
            <dd>{invoice.cancels}</dd>
            <dt>{WORDS.reason}</dt>
            <dd>{WORDS.cancelled}</dd>
          </>
        )}
        <dt>{WORDS.date}</dt>
        <dd>{invoice.issued_on}</dd>
        <dt>{WORDS.booking}</dt>
        <dd>{invoice.booking_no}</dd>
      </dl>
      <h3 className={styles.party}>{WORDS.seller}</h3>
      <p>{both(invoice.seller_name)}</p>
      <p>{both(invoice.seller_address)}</p>
      <p>
        {WORDS.taxId} {invoice.seller_tax_id} · {branch}
      </p>
      <h3 className={styles.party}>{WORDS.buyer}</h3>
      <p>{invoice.buyer_name}</p>
      <p>{invoice.buyer_address}</p>
      <p>
        {WORDS.taxId} {invoice.buyer_tax_id}
      </p>
      <table className={styles.lines}>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index}>
              <td>
                {WORDS.guest} {line.guest_no}: {both(line.name)}
              </td>
              <td className={styles.amount}>{formatThb(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <InvoiceTotals invoice={invoice} />
      </table>
    </section>
  );
}
