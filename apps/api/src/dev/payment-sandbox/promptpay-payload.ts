// Thai QR (PromptPay) payload, EMVCo merchant-presented mode, so any QR reader decodes what a bank app
// would. Field order follows dtinth/promptpay-qr (00, 01, 29, 58, 53, 54, 63), which Thai bank apps scan;
// EMVCo only fixes 00 first and 63 last.

/** PromptPay's application id for a credit transfer to a phone number or national id. */
const PROMPTPAY_AID = 'A000000677010111';
const CURRENCY_THB = '764';

export interface PromptPayRequest {
  /** The receiver's Thai mobile number, '0812345678' (dashes and spaces allowed). */
  phone: string;
  /** A positive whole number of satang. */
  amountSatang: number;
}

/** One EMVCo data object: two-digit id, two-digit length, value. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`EMVCo field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** '0812345678' -> '0066812345678': country code 66 in place of the leading 0, zero-padded to 13 digits. */
export function phoneProxy(phone: string): string {
  const digits = phone.replace(/[\s-]/g, '');
  if (!/^0\d{9}$/.test(digits)) throw new RangeError(`Not a Thai mobile number: "${phone}"`);
  return `66${digits.slice(1)}`.padStart(13, '0');
}

/** 129000 -> '1290.00', with integer arithmetic so no float rounding can creep in. */
export function bahtWith2Decimals(amountSatang: number): string {
  if (!Number.isSafeInteger(amountSatang) || amountSatang < 0)
    throw new RangeError(`Not a whole number of satang: ${amountSatang}`);
  return `${Math.floor(amountSatang / 100)}.${String(amountSatang % 100).padStart(2, '0')}`;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) as 4 uppercase hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The payload of a one-time (dynamic, amount included) PromptPay QR paying `amountSatang` to `phone`. */
export function promptPayPayload({ phone, amountSatang }: PromptPayRequest): string {
  if (amountSatang <= 0) throw new RangeError('A PromptPay QR for a payment needs a positive amount');
  const merchant = field('00', PROMPTPAY_AID) + field('01', phoneProxy(phone));
  const body =
    field('00', '01') + // payload format indicator
    field('01', '12') + // point of initiation: 12 = dynamic, one payment of this amount
    field('29', merchant) +
    field('58', 'TH') +
    field('53', CURRENCY_THB) +
    field('54', bahtWith2Decimals(amountSatang));
  // The CRC covers everything before it, including its own id and length '6304'.
  const withCrcHeader = `${body}6304`;
  return withCrcHeader + crc16Ccitt(withCrcHeader);
}
