// The one-time code's SMS, in the language of the request that asked for it. It goes to the outbox
// like every message (docs/architecture.md, Outside systems); the sandbox delivers it to the server log.
import type { I18n, MessageDescriptor } from '@lingui/core';

const messages = {
  subject: /*i18n*/ { id: 'sms.otp.subject', message: 'Your {brand} code' },
  body: /*i18n*/ {
    id: 'sms.otp.body',
    message: '{code} is your {brand} code (ref. {ref}). It expires in 5 minutes. Never share it.',
  },
} satisfies Record<string, MessageDescriptor>;

export function otpSms(
  i18n: I18n,
  values: { phone: string; code: string; ref: string; brand: string },
): { channel: 'sms'; recipient: string; subject: string; body: string } {
  return {
    channel: 'sms',
    recipient: values.phone,
    // Called with the id (not a spread descriptor), which Lingui's extractor can read.
    subject: i18n._(messages.subject.id, values, { message: messages.subject.message }),
    body: i18n._(messages.body.id, values, { message: messages.body.message }),
  };
}
