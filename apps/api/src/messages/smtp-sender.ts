// E-mail through SMTP (nodemailer), configured by SMTP_URL. Each message carries a Message-ID made from its
// outbox row, so a mail system that receives it twice (a crash between sending and recording) can tell.
import type { Transporter } from 'nodemailer';
import { DeliveryError, type MessageSender, type OutboxRow } from './message-senders';

export function smtpSender(smtpUrl: string, from: string): MessageSender {
  // nodemailer is loaded with the first message, not at every start of the server.
  let transport: Promise<Transporter> | undefined;
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    ));
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'sabai.local';
  return {
    send: async (message: OutboxRow) => {
      try {
        const info = await (
          await transporter()
        ).sendMail({
          from,
          to: message.recipient,
          subject: message.subject,
          text: message.body,
          ...(message.html ? { html: message.html } : {}),
          messageId: `<outbox-${message.id}@${domain}>`,
          attachments: (message.attachments ?? []).map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: Buffer.from(file.content, 'base64'),
            ...(file.cid ? { cid: file.cid } : {}),
          })),
        });
        return info.messageId;
      } catch (error) {
        throw new DeliveryError(smtpReason(error));
      }
    },
  };
}

// The SMTP reply code and the error's code, never the server's text: it may quote the address.
function smtpReason(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  return `smtp ${responseCode ?? ''} ${code ?? 'error'}`.replace(/\s+/g, ' ').trim();
}
