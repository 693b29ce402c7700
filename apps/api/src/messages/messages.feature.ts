// Messages to customers and staff (docs/architecture.md, Background jobs; docs/operations.md, Messages): the
// outbox's relay and each message's delivery, by SMTP and the SMS gateway when configured, else by the sandbox;
// staff see the brand's messages that did not go, and send a given-up one again.
import typeDefs from '@sabai/graphql/staff-schema/messages.graphql';
import type { ApiFeature } from '../core/feature';
import { deliverMessageJob, type Senders } from './deliver-message.job';
import { sandboxSender } from './message-senders';
import { messageMutations, messageQueries } from './messages.resolver';
import { outboxRelayJob } from './outbox-relay.job';
import { sendRemindersJob } from './send-reminders.job';
import { smsGateway } from './sms-gateway';
import { smtpSender } from './smtp-sender';

export const messagesFeature: ApiFeature = {
  name: 'messages',
  staff: { typeDefs, queries: messageQueries, mutations: messageMutations },
  jobs: (deps, log) => {
    const { delivery } = deps.config;
    const sandbox = sandboxSender((line) => log.info(line, 'message delivered to the sandbox outbox'));
    const senders: Senders = {
      email: delivery.smtpUrl ? smtpSender(delivery.smtpUrl, delivery.mailFrom) : sandbox,
      sms: delivery.smsUrl ? smsGateway(delivery.smsUrl) : sandbox,
    };
    return [
      outboxRelayJob(deps.db),
      deliverMessageJob(deps.db, senders, { limit: delivery.retryLimit, delaySec: delivery.retryDelaySec }),
      sendRemindersJob(deps.db, deps.clock),
    ];
  },
};
