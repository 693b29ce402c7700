// A tax invoice in the contract's shape (Money in satang for the scalar).
import type { TaxInvoice } from '../graphql/generated/resolvers';
import type { IssuedTaxInvoice } from './tax-invoice.repository';

export function toTaxInvoice({ number, document: d }: IssuedTaxInvoice): TaxInvoice {
  return {
    number,
    issued_on: d.issuedOn,
    booking_no: d.bookingNo,
    seller_name: { th: d.seller.name.th, en: d.seller.name.en ?? null },
    seller_address: { th: d.seller.address.th, en: d.seller.address.en ?? null },
    seller_tax_id: d.seller.taxId,
    seller_branch: d.seller.branch,
    buyer_name: d.buyer.name,
    buyer_address: d.buyer.address,
    buyer_tax_id: d.buyer.taxId,
    buyer_phone: d.buyer.phone,
    lines: d.lines.map((line) => ({
      guest_no: line.guestNo,
      name: { th: line.name.th, en: line.name.en ?? null },
      amount: line.amountSatang,
    })),
    sub_total: d.subTotalSatang,
    discount: d.discountSatang,
    amount_before_vat: d.totalSatang - d.vatSatang,
    vat: d.vatSatang,
    total: d.totalSatang,
  };
}
