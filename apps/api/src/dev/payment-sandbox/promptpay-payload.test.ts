import { bahtWith2Decimals, crc16Ccitt, phoneProxy, promptPayPayload } from './promptpay-payload';

// Published vectors from dtinth/promptpay-qr (index.test.js), the generator Thai bank apps are known to
// scan; the last one was computed independently with Python's binascii.crc_hqx(payload, 0xFFFF).
const PUBLISHED = {
  amount422: '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
  noAmount: '00020101021129370016A000000677010111011300668012345675802TH530376463046197',
};

describe('crc16Ccitt', () => {
  it.each([
    // The CRC catalogue's check value for CRC-16/CCITT-FALSE.
    ['catalogue check "123456789"', '123456789', '29B1'],
    ['dtinth vector with amount', PUBLISHED.amount422.slice(0, -4), 'E469'],
    ['dtinth vector without amount', PUBLISHED.noAmount.slice(0, -4), '6197'],
  ])('%s', (_, text, crc) => {
    expect(crc16Ccitt(text)).toBe(crc);
  });

  it('pads to four uppercase hex digits', () => {
    expect(crc16Ccitt('')).toBe('FFFF');
    expect(crc16Ccitt('A')).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe('promptPayPayload', () => {
  it('matches the published payload for 4.22 baht to 000-000-0000', () => {
    expect(promptPayPayload({ phone: '000-000-0000', amountSatang: 422 })).toBe(PUBLISHED.amount422);
  });

  it('builds the sandbox merchant payload for 1,290.00 baht', () => {
    expect(promptPayPayload({ phone: '0812345678', amountSatang: 129_000 })).toBe(
      '00020101021229370016A000000677010111011300668123456785802TH530376454071290.006304B746',
    );
  });

  it('refuses a zero amount', () => {
    expect(() => promptPayPayload({ phone: '0812345678', amountSatang: 0 })).toThrow(RangeError);
  });
});

describe('phoneProxy', () => {
  it.each([
    ['0812345678', '0066812345678'],
    ['081-234-5678', '0066812345678'],
    ['0000000000', '0066000000000'],
  ])('%s -> %s', (phone, proxy) => {
    expect(phoneProxy(phone)).toBe(proxy);
  });

  it.each(['812345678', '+66812345678', '08123456789', 'phone'])('refuses %s', (phone) => {
    expect(() => phoneProxy(phone)).toThrow(RangeError);
  });
});

describe('bahtWith2Decimals', () => {
  it.each([
    [129_000, '1290.00'],
    [422, '4.22'],
    [5, '0.05'],
    [100_001, '1000.01'],
  ])('%i satang -> %s', (satang, baht) => {
    expect(bahtWith2Decimals(satang)).toBe(baht);
  });
});
