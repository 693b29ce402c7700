// The outside systems that carry messages (docs/architecture.md, Outside systems): an e-mail sender and an SMS
// gateway, each with a sandbox for development and tests. A sender answers the provider's reference of the
// message or throws a DeliveryError whose reason staff read in admin (never the message's text).
import type { Selectable } from 'kysely';
import type { OutboxTable } from '../db/schema';

export type OutboxRow = Selectable<OutboxTable>;

export interface MessageSender {
  send(message: OutboxRow): Promise<string>;
}

export class DeliveryError extends Error {
  override readonly name = 'DeliveryError';
}

/** The sandbox's delivery: the message stays readable on /sandbox/outbox, and the log says that it went. */
export function sandboxSender(log: (line: object) => void): MessageSender {
  return {
    send: async (message) => {
      log({ outbox: message.id, channel: message.channel, sandbox: true });
      return `sandbox-${message.id}`;
    },
  };
}
