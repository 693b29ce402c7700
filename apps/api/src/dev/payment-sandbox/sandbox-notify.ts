// The notify the sandbox sends when a charge reaches its outcome, signed as KBank signs it.
import { notifyChecksum, type NotifyPayload } from '../../payment/gateway';
import { bahtWith2Decimals } from './promptpay-payload';
import type { SandboxCharge } from './sandbox-charges.repository';

const NOTIFY_TIMEOUT_MS = 5000;

/** 129000 satang -> '1290.0000', the notify's amount format. */
export function bahtWith4Decimals(amountSatang: number): string {
  return `${bahtWith2Decimals(amountSatang)}00`;
}

export function notifyPayloadFor(charge: SandboxCharge, secret: string): NotifyPayload {
  const signed = {
    id: charge.id,
    amount: bahtWith4Decimals(charge.amount_satang),
    currency: charge.currency,
    status: charge.status,
    transaction_state: charge.transaction_state,
  };
  return { ...signed, order_id: charge.order_id, checksum: notifyChecksum(signed, secret) };
}

/** POSTs the notify as JSON; throws when it cannot be delivered or is not accepted (non-2xx). */
export async function postNotify(fetchFn: typeof fetch, url: string, payload: NotifyPayload): Promise<void> {
  const response = await fetchFn(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`Notify to ${url} answered ${response.status}`);
}
