// SMS through an HTTP gateway shaped like Thai bulk-SMS providers' REST APIs (ThaiBulkSMS v2 as its public
// documentation describes it): POST /sms with Basic authentication by API key and secret, a form with `msisdn`,
// `message` and `sender`, answered by 201 with `phone_number_list[].message_id`, or an `error` object with a
// code. Configured by SMS_URL: https://key:secret@api.example.com/?sender=NAME.
import { DeliveryError, type MessageSender } from './message-senders';

interface GatewayAnswer {
  phone_number_list?: { number: string; message_id: string }[];
  bad_phone_number_list?: { number: string; message: string }[];
  error?: { code?: number | string; name?: string };
}

export function smsGateway(smsUrl: string, fetchImpl: typeof fetch = fetch): MessageSender {
  const url = new URL(smsUrl);
  const sender = url.searchParams.get('sender') ?? 'SABAI';
  const auth = Buffer.from(
    `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`,
  ).toString('base64');
  const endpoint = `${url.protocol}//${url.host}${url.pathname.replace(/\/$/, '')}/sms`;
  return {
    send: async (message) => {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ msisdn: message.recipient, message: message.body, sender }).toString(),
        signal: AbortSignal.timeout(15_000),
      }).catch((error: unknown) => {
        throw new DeliveryError(`sms gateway unreachable (${(error as Error).name})`);
      });
      const answer = (await response.json().catch(() => ({}))) as GatewayAnswer;
      if (!response.ok || answer.error) {
        throw new DeliveryError(
          `sms gateway ${response.status} ${answer.error?.name ?? answer.error?.code ?? ''}`.trim(),
        );
      }
      const sent = answer.phone_number_list?.[0];
      if (!sent) throw new DeliveryError('sms gateway refused the number');
      return sent.message_id;
    },
  };
}
