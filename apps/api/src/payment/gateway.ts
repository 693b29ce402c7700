// The payment gateway as booking code sees it, shaped like KBank's K-Payment Gateway v2. The sandbox
// (./sandbox) implements it today; a real KBank gateway later implements the same interface, so booking
// code never changes when it arrives.
import { createHash, timingSafeEqual } from 'node:crypto';

/** How the customer pays: card (3-D Secure), Thai QR (PromptPay), or a wallet shown as a QR. */
export type PaymentMethod = 'card' | 'qr' | 'alipay' | 'wechat' | 'unionpay';

/**
 * KBank's `transaction_state`. Pre-Authorized waits for 3-D Secure; Authorized and Settled are paid;
 * Declined, Voided and Expired are final without payment.
 */
export type TransactionState =
  'Initialized' | 'Pre-Authorized' | 'Authorized' | 'Settled' | 'Declined' | 'Voided' | 'Expired';

/** A charge (card) or QR order to create for one payment order. */
export interface CreateChargeRequest {
  /** Our payment order id, echoed in the notify as `order_id`. */
  orderId: string;
  /** A positive whole number of satang. */
  amountSatang: number;
  currency: 'THB';
  method: PaymentMethod;
  /** Shown to the customer on the gateway's page. */
  description: string;
  /** Where the customer's browser comes back to, with `order_id` and `charge_id` appended. */
  returnUrl: string;
  /** Where the gateway POSTs its signed {@link NotifyPayload}. */
  notifyUrl: string;
}

/** The gateway's answer to {@link PaymentGateway.createCharge}. */
export interface Charge {
  chargeId: string;
  /** The gateway's page (3-D Secure or QR) to send the customer to. */
  redirectUrl: string;
  merchantId: string;
  terminalId: string;
  /** A short reference for support and reconciliation. */
  reference: string;
  /**
   * What the QR the customer scans with their phone holds, for qr (PromptPay), alipay, wechat and unionpay, so
   * a kiosk can draw it on its own screen; undefined for card.
   */
  qrText?: string;
}

/** The gateway's answer to an inquiry: what it knows of a charge right now. */
export interface ChargeStatus {
  chargeId: string;
  orderId: string;
  amountSatang: number;
  /** As the gateway reports it: checked against the order's, never assumed. */
  currency: string;
  status: 'success' | 'fail' | 'pending';
  transactionState: TransactionState;
}

/**
 * The JSON body of a notify, as the gateway sends it: untrusted until {@link verifyNotify} says so.
 * `amount` is baht with 4 decimals ('1290.0000').
 */
export interface NotifyPayload {
  id: string;
  order_id: string;
  amount: string;
  currency: string;
  status: string;
  transaction_state: string;
  checksum: string;
}

/** Money to give back on a paid charge (a cancellation at the desk). */
export interface RefundRequest {
  chargeId: string;
  /** Our payment order id. */
  orderId: string;
  /** A positive whole number of satang, at most what the charge took. */
  amountSatang: number;
}

/** The gateway's answer to {@link PaymentGateway.refund}: done, with its reference, or refused. */
export type RefundResult = { status: 'success'; refundId: string } | { status: 'fail'; reason: string };

/** A card and QR payment gateway. */
export interface PaymentGateway {
  /** Creates a charge; the customer is then sent to its `redirectUrl`. */
  createCharge(request: CreateChargeRequest): Promise<Charge>;
  /** The charge's current state, or undefined when the gateway does not know the id. */
  inquire(chargeId: string): Promise<ChargeStatus | undefined>;
  /** Gives money of a paid charge back to the customer. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

// Baht with up to 4 decimals; the checksum always uses exactly 4 ('1290' and '1290.00' sign alike).
const AMOUNT = /^(0|[1-9]\d*)(?:\.(\d{1,4}))?$/;

function amountWith4Decimals(amount: string): string | undefined {
  const match = AMOUNT.exec(amount);
  if (!match) return undefined;
  return `${match[1]}.${(match[2] ?? '').padEnd(4, '0')}`;
}

/**
 * A notify's amount ('750.0000') as integer satang, exactly: an amount with a non-zero third or fourth
 * decimal is no amount in satang (undefined), so it can never match an order by rounding.
 */
export function exactSatang(amount: string): number | undefined {
  const match = AMOUNT.exec(amount);
  if (!match) return undefined;
  const decimals = (match[2] ?? '').padEnd(4, '0');
  if (decimals.slice(2) !== '00') return undefined;
  const satang = Number(match[1]) * 100 + Number(decimals.slice(0, 2));
  return Number.isSafeInteger(satang) ? satang : undefined;
}

/** sha256 hex of id + amount with 4 decimals + currency + status + transaction_state + secret (KBank's checksum shape). */
export function notifyChecksum(p: Omit<NotifyPayload, 'checksum' | 'order_id'>, secret: string): string {
  const amount = amountWith4Decimals(p.amount);
  if (amount === undefined) throw new RangeError(`Not an amount in baht: "${p.amount}"`);
  return createHash('sha256')
    .update(`${p.id}${amount}${p.currency}${p.status}${p.transaction_state}${secret}`, 'utf8')
    .digest('hex');
}

/** Constant-time check of a notify's checksum (crypto.timingSafeEqual). */
export function verifyNotify(p: NotifyPayload, secret: string): boolean {
  // The payload comes straight from a request body: a field may be missing or not a string at all.
  const fields = [p.id, p.amount, p.currency, p.status, p.transaction_state, p.checksum] as unknown[];
  if (!fields.every((f) => typeof f === 'string')) return false;
  if (amountWith4Decimals(p.amount) === undefined) return false;
  const expected = Buffer.from(notifyChecksum(p, secret), 'utf8');
  const given = Buffer.from(p.checksum, 'utf8');
  // timingSafeEqual throws on unequal lengths; the length of a sha256 hex is no secret.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
