// What the QR of a sandbox charge holds, in one place for the two that show it: the hosted page draws it, and the
// gateway hands it with the charge so a kiosk can draw it on its own screen (docs/api.md, Payment).
import { promptPayPayload } from './promptpay-payload';
import type { SandboxCharge } from './sandbox-charges.repository';

/** The sandbox merchant's PromptPay phone: QR payloads pay it, so a real scan would fail harmlessly. */
export const SANDBOX_PROMPTPAY_PHONE = '0812345678';

/** The hosted page of a charge, under the server's origin. */
export const sandboxChargePath = (chargeId: string) => `/sandbox/kpayment/${encodeURIComponent(chargeId)}`;

/**
 * A PromptPay payload for Thai QR; the hosted page's absolute address for the wallets (the phone opens it to
 * pay); undefined for card, which has no QR.
 */
export function sandboxQrText(
  charge: Pick<SandboxCharge, 'id' | 'method' | 'amount_satang'>,
  origin: string,
): string | undefined {
  if (charge.method === 'card') return undefined;
  if (charge.method === 'qr')
    return promptPayPayload({ phone: SANDBOX_PROMPTPAY_PHONE, amountSatang: charge.amount_satang });
  return `${origin}${sandboxChargePath(charge.id)}`;
}
