// The staff e-mail for a large-group request, put in the outbox with the request; the mailer delivers it.
// Staff read English; what the customer wrote is quoted as given. Only checked values and names from the
// database go in the subject, so nothing the customer typed can reach a mail header.
import type { Insertable } from 'kysely';
import type { DirectRequestTable } from '../db/schema';

export function directRequestEmail(
  request: Insertable<DirectRequestTable>,
  names: { recipient: string; brandName: string; branchName: string },
) {
  const when = `${request.date}${request.time ? ` ${request.time}` : ''}`;
  return {
    channel: 'email' as const,
    recipient: names.recipient,
    subject: `Large-group request: ${request.guest_count} guests, ${names.branchName}, ${when}`,
    body: [
      `A customer asks to book for a group at ${names.brandName} ${names.branchName}. Please answer them directly.`,
      '',
      `Request: ${request.id}`,
      `Branch: ${names.branchName} (${request.branch_id})`,
      `Date: ${request.date}`,
      `Time: ${request.time ?? 'not given'}`,
      `Guests: ${request.guest_count}`,
      `Name: ${request.contact_name}`,
      `Phone: ${request.contact_phone}`,
      `E-mail: ${request.contact_email}`,
      `Language: ${request.locale}`,
      '',
      'Message:',
      request.message ?? '(none)',
    ].join('\n'),
  };
}
