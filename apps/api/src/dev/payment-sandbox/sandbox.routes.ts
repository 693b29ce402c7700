// The sandbox's hosted payment page at /sandbox/kpayment/:chargeId, where a tester pays, declines,
// cancels or abandons. Each outcome is recorded once, notified to the shop, and the browser sent back.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { NotifyPayload } from '../../payment/gateway';
import { chargePage, messagePage, SANDBOX_CSS_PATH } from './hosted-page';
import {
  completeCharge,
  findCharge,
  OUTCOMES,
  type SandboxCharge,
  type SandboxOutcome,
} from './sandbox-charges.repository';
import type { SandboxDatabase } from './sandbox-charges.table';
import { notifyPayloadFor, postNotify } from './sandbox-notify';
import { sandboxQrText } from './sandbox-qr-text';
import { SANDBOX_CSS } from './sandbox.css';

export interface SandboxRoutesOptions {
  db: Kysely<SandboxDatabase>;
  /** Signs the notifies; the server verifies them with the same secret. */
  secret: string;
  /** Delivers a notify instead of POSTing it to the charge's notify_url (tests: late, dropped, repeated). */
  notify?: (payload: NotifyPayload, notifyUrl: string) => Promise<void>;
  /** The HTTP client for notifies when `notify` is not given; the global fetch by default. */
  fetch?: typeof fetch;
}

type ChargeRequest = FastifyRequest<{ Params: { chargeId: string } }>;

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

/** The shop's return URL with the order and charge appended, as KBank's redirect carries them. */
function returnHref(charge: SandboxCharge): string {
  const url = new URL(charge.return_url);
  url.searchParams.set('order_id', charge.order_id);
  url.searchParams.set('charge_id', charge.id);
  return url.toString();
}

const notFound = (reply: FastifyReply) =>
  sendHtml(reply, 404, messagePage('Charge not found', 'No sandbox charge has this id.'));

export function registerSandboxRoutes(app: FastifyInstance, options: SandboxRoutesOptions): void {
  const { db, secret } = options;
  const fetchFn = options.fetch ?? globalThis.fetch;

  // Delivery failures are logged, never shown: the server's reconciler inquires every unpaid order.
  async function deliver(req: FastifyRequest, charge: SandboxCharge): Promise<void> {
    const payload = notifyPayloadFor(charge, secret);
    try {
      if (options.notify) await options.notify(payload, charge.notify_url);
      else await postNotify(fetchFn, charge.notify_url, payload);
    } catch (error) {
      req.log.warn({ err: error, chargeId: charge.id }, 'sandbox notify not delivered');
    }
  }

  // Encapsulated, so the form parser below serves these routes only (GraphQL keeps refusing form posts).
  app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
      // The forms carry no fields: the URL says everything. Accept and ignore the (empty) body.
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 1024 },
        (_req, _body, done) => done(null, {}),
      );
    }

    scope.get(SANDBOX_CSS_PATH, async (_req, reply) =>
      reply
        .header('content-type', 'text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(SANDBOX_CSS),
    );

    scope.get('/sandbox/kpayment/:chargeId', async (req: ChargeRequest, reply) => {
      const charge = await findCharge(db, req.params.chargeId);
      if (!charge) return notFound(reply);
      const qrText =
        charge.status === 'pending' ? sandboxQrText(charge, `${req.protocol}://${req.host}`) : undefined;
      const qrDataUrl =
        qrText === undefined
          ? undefined
          : await (
              await import('qrcode')
            ).default.toDataURL(qrText, { errorCorrectionLevel: 'M', margin: 2, width: 264 });
      return sendHtml(reply, 200, chargePage({ charge, returnHref: returnHref(charge), qrDataUrl }));
    });

    for (const outcome of Object.keys(OUTCOMES) as SandboxOutcome[]) {
      scope.post(`/sandbox/kpayment/:chargeId/${outcome}`, async (req: ChargeRequest, reply) => {
        const result = await completeCharge(db, req.params.chargeId, outcome);
        if (!result.ok && result.code === 'not_found') return notFound(reply);
        if (!result.ok) {
          const state = result.charge.transaction_state;
          const message = `This charge is already final (${state}); it cannot change any more.`;
          return sendHtml(
            reply,
            409,
            messagePage('Charge already final', message, returnHref(result.charge)),
          );
        }
        await deliver(req, result.charge);
        return reply.code(303).header('location', returnHref(result.charge)).send();
      });
    }
  });
}
