import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aStaff, aStaffBooking } from '../testing/builders';
import { renderAdmin } from '../testing/render-admin';

const brandAdmin = aStaff({
  name: 'Kanya',
  grants: [{ role: 'brand_admin', brand_ids: ['yuzen'], branch_ids: [] }],
});

const issued = {
  number: 'YU-TI-000042',
  issued_on: '2026-11-24',
  booking_no: 'YU2611240001',
  seller_name: { th: 'บริษัท สบาย เทรดดิ้ง จำกัด', en: 'Sabai Trading Co., Ltd.' },
  seller_address: { th: '1 ถนนสุขุมวิท กรุงเทพฯ', en: '1 Sukhumvit Rd, Bangkok' },
  seller_tax_id: '0105558000001',
  seller_branch: '00000',
  buyer_name: 'Sabai Co., Ltd.',
  buyer_address: '9 Silom Rd',
  buyer_tax_id: '3100600445635',
  buyer_phone: null,
  lines: [{ guest_no: 1, name: { th: 'นวดไทย 60 นาที', en: 'Thai massage 60 min' }, amount: 1070 }],
  sub_total: 1070,
  discount: 0,
  amount_before_vat: 1000,
  vat: 70,
  total: 1070,
};

const booking = aStaffBooking({
  tax_invoice: { tax_id: '3100600445635', name: 'Sabai Co., Ltd.', address: '9 Silom Rd', phone: null },
  issued_tax_invoice: issued,
});

describe("a booking's tax invoice at the desk", () => {
  it('links the issued invoice from the booking, and shows it on a page to print', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderAdmin('/admin/booking/b1', {
      StaffMe: { staffMe: brandAdmin },
      StaffBooking: { staffBooking: { ...booking, issued_tax_invoice: { number: issued.number } } },
      StaffTaxInvoice: { staffBooking: { id: 'b1', issued_tax_invoice: issued } },
    });
    const section = await screen.findByRole('region', { name: 'Tax invoice requested' });
    await userEvent.click(within(section).getByRole('link', { name: 'Tax invoice YU-TI-000042' }));

    expect(await screen.findByText('ใบกำกับภาษีเต็มรูป / Tax Invoice')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('YU-TI-000042');
    expect(screen.getByRole('main')).toHaveTextContent('Sabai Trading Co., Ltd.');
    expect(screen.getByRole('main')).toHaveTextContent('3100600445635');
    expect(screen.getByRole('main')).toHaveTextContent('฿70.00');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  });

  it('shows the credit note that cancelled the invoice of a cancelled booking after it', async () => {
    await renderAdmin('/admin/booking/b1/tax-invoice', {
      StaffMe: { staffMe: brandAdmin },
      StaffTaxInvoice: {
        staffBooking: {
          id: 'b1',
          issued_tax_invoice: { ...issued, cancels: null },
          issued_credit_note: {
            ...issued,
            number: 'YU-CN-000007',
            issued_on: '2026-11-26',
            cancels: issued.number,
          },
        },
      },
    });
    const [invoice, note] = await screen.findAllByTestId('tax-invoice');
    expect(invoice).toHaveTextContent('ใบกำกับภาษีเต็มรูป / Tax Invoice');
    expect(within(note!).getByRole('heading', { name: 'ใบลดหนี้ / Credit Note' })).toBeInTheDocument();
    expect(note).toHaveTextContent('YU-CN-000007');
    expect(note).toHaveTextContent('อ้างอิงใบกำกับภาษีเลขที่ / Original tax invoiceYU-TI-000042');
    expect(note).toHaveTextContent('มูลค่าที่ถูกต้อง / Correct value฿0.00');
    expect(note).toHaveTextContent('ผลต่าง / Difference฿1,000.00');
  });

  it('says so when no invoice was issued', async () => {
    await renderAdmin('/admin/booking/b1/tax-invoice', {
      StaffMe: { staffMe: brandAdmin },
      StaffTaxInvoice: { staffBooking: { id: 'b1', issued_tax_invoice: null } },
    });
    expect(await screen.findByText('No tax invoice was issued for this booking.')).toBeInTheDocument();
  });
});
