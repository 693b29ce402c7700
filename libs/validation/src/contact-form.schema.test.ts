import { contactFormSchema, kioskCheckoutSchema } from './contact-form.schema';
import { parseInput } from './parse-input';

const contact = { name: 'Nok', phone: '081 234 5678', email: 'nok@example.com', request: '' };
const tax = {
  enable: true,
  id: '3100600445635',
  name: 'Sabai Co., Ltd.',
  address: '1 Sukhumvit Rd',
  phone: '02 123 4567',
};

describe('contact form', () => {
  it('checks tax fields only when a tax invoice is asked for', () => {
    expect(parseInput(contactFormSchema, { ...contact, tax: { enable: false } }).ok).toBe(true);
  });

  it.each([
    ['a landline for the company', '02 123 4567', true],
    ['a mobile', '0812345678', true],
    ['too short', '02 123', false],
  ])('takes %s as the tax invoice phone', (_, phone, ok) => {
    expect(parseInput(contactFormSchema, { ...contact, tax: { ...tax, phone } }).ok).toBe(ok);
  });

  it('names the fields that are wrong', () => {
    const result = parseInput(contactFormSchema, {
      ...contact,
      phone: '12',
      tax: { ...tax, id: '1234567890123' },
    });
    expect(result.ok ? [] : result.problems.map((p) => p.field)).toEqual(['phone', 'tax.id']);
  });

  it('reads an e-mail address in lower case, so one customer is one key however it is typed', () => {
    const result = parseInput(contactFormSchema, {
      ...contact,
      email: ' Nok@Example.COM ',
      tax: { enable: false },
    });
    expect(result.ok && result.value.email).toBe('nok@example.com');
  });
});

describe('kiosk checkout', () => {
  it.each([
    ['no number (no SMS receipt)', '', ''],
    ['a mobile, written any way', '081-234-5678', '0812345678'],
    ['a mobile with the country code', '+66 81 234 5678', '0812345678'],
  ])('takes %s', (_, phone, kept) => {
    const result = parseInput(kioskCheckoutSchema, { phone, tax: { enable: false } });
    expect(result.ok && result.value.phone).toBe(kept);
  });

  it('refuses a number that cannot get an SMS and an incomplete tax invoice, naming both', () => {
    const result = parseInput(kioskCheckoutSchema, { phone: '02 123 4567', tax: { ...tax, name: ' ' } });
    expect(result.ok ? [] : result.problems.map((p) => `${p.field}:${p.message}`)).toEqual([
      'phone:phone.invalid',
      'tax.name:tax_name.required',
    ]);
  });
});
