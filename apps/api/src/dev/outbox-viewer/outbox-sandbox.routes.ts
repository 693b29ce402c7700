// The outbox as the sandbox delivers it (docs/architecture.md, Outside systems): a development-only page listing the latest
// e-mails and SMS (OTP codes included) and the same as JSON for tests. Never registered in production.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { escapeHtml } from '../payment-sandbox/hosted-page';

const LATEST = 50;

export function registerOutboxSandboxRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const latest = (recipient: string | undefined) => {
    let query = db
      .selectFrom('outbox')
      .select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at'])
      .orderBy('created_at', 'desc')
      .limit(LATEST);
    if (recipient) query = query.where('recipient', '=', recipient);
    return query.execute();
  };

  app.get<{ Querystring: { recipient?: string } }>('/sandbox/outbox.json', async (req) => ({
    messages: await latest(req.query.recipient?.slice(0, 254)),
  }));

  app.get('/sandbox/outbox', async (_req, reply) => {
    const rows = (await latest(undefined))
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p>${escapeHtml(m.channel)} to ${escapeHtml(m.recipient)} · ${m.created_at.toISOString()}</p><pre>${escapeHtml(m.body)}</pre></article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Sandbox outbox</title></head><body><main><h1>Sandbox outbox</h1>${rows || '<p>No messages yet.</p>'}</main></body></html>`,
      );
  });
}
