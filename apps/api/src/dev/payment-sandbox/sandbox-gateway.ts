// The sandbox gateway: charges are rows in its own table and the customer is sent to the hosted page
// this server serves at /sandbox/kpayment (sandbox.routes.ts), where a tester decides the outcome.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  Charge,
  ChargeStatus,
  CreateChargeRequest,
  PaymentGateway,
  PaymentMethod,
  RefundRequest,
  RefundResult,
} from '../../payment/gateway';
import { findCharge, insertCharge, refundCharge } from './sandbox-charges.repository';
import type { SandboxDatabase } from './sandbox-charges.table';
import { sandboxChargePath, sandboxQrText } from './sandbox-qr-text';

export const SANDBOX_MERCHANT_ID = 'KB-SANDBOX-MERCHANT';
export const SANDBOX_TERMINAL_ID = 'KB-SANDBOX-TERMINAL';

const METHODS: readonly PaymentMethod[] = ['card', 'qr', 'alipay', 'wechat', 'unionpay'];

export interface SandboxGatewayOptions {
  db: Kysely<SandboxDatabase>;
  /** Public origin of this server, e.g. 'https://book.example.com'; the hosted page lives under it. */
  baseUrl: string;
  /**
   * What a real gateway client needs (its secret key, an HTTP client). The sandbox's charges are rows
   * in this database, so it uses neither; they are accepted so swapping gateways is a wiring change.
   */
  secret: string;
  fetch?: typeof fetch;
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

// The server validates and recomputes every order before it gets here: a bad request is a bug, not input.
function assertValid(request: CreateChargeRequest): void {
  const problems = [
    !(Number.isSafeInteger(request.amountSatang) && request.amountSatang > 0) && 'amountSatang',
    request.currency !== 'THB' && 'currency',
    !METHODS.includes(request.method) && 'method',
    request.orderId === '' && 'orderId',
    !isHttpUrl(request.returnUrl) && 'returnUrl',
    !isHttpUrl(request.notifyUrl) && 'notifyUrl',
  ].filter(Boolean);
  if (problems.length > 0) throw new RangeError(`Invalid charge request: ${problems.join(', ')}`);
}

export function createSandboxGateway({ db, baseUrl }: SandboxGatewayOptions): PaymentGateway {
  const origin = baseUrl.replace(/\/+$/, '');
  return {
    async createCharge(request: CreateChargeRequest): Promise<Charge> {
      assertValid(request);
      const chargeId = `chrg_test_${randomBytes(12).toString('hex')}`;
      await insertCharge(db, {
        id: chargeId,
        order_id: request.orderId,
        amount_satang: request.amountSatang,
        currency: request.currency,
        method: request.method,
        status: 'pending',
        // KBank: a card charge waits for 3-D Secure (Pre-Authorized); a QR order waits for the scan.
        transaction_state: request.method === 'card' ? 'Pre-Authorized' : 'Initialized',
        description: request.description,
        return_url: request.returnUrl,
        notify_url: request.notifyUrl,
      });
      // The QR its hosted page draws, for a kiosk to draw on its own screen.
      const qrText = sandboxQrText(
        { id: chargeId, method: request.method, amount_satang: request.amountSatang },
        origin,
      );
      return {
        chargeId,
        redirectUrl: `${origin}${sandboxChargePath(chargeId)}`,
        merchantId: SANDBOX_MERCHANT_ID,
        terminalId: SANDBOX_TERMINAL_ID,
        reference: `SBX${randomBytes(5).toString('hex').toUpperCase()}`,
        ...(qrText === undefined ? {} : { qrText }),
      };
    },

    async inquire(chargeId: string): Promise<ChargeStatus | undefined> {
      const charge = await findCharge(db, chargeId);
      if (!charge) return undefined;
      return {
        chargeId: charge.id,
        orderId: charge.order_id,
        amountSatang: charge.amount_satang,
        currency: charge.currency,
        status: charge.status,
        transactionState: charge.transaction_state,
      };
    },

    // Records the refund and answers success, as KBank's refund API does for a paid charge; a charge it
    // does not know, not paid, or asked for more than it has left is refused.
    async refund(request: RefundRequest): Promise<RefundResult> {
      if (!(Number.isSafeInteger(request.amountSatang) && request.amountSatang > 0))
        throw new RangeError(`Invalid refund amount: ${request.amountSatang}`);
      const refundId = `rfnd_test_${randomBytes(12).toString('hex')}`;
      const refused = await refundCharge(db, { id: refundId, ...request });
      return refused ? { status: 'fail', reason: refused } : { status: 'success', refundId };
    },
  };
}
