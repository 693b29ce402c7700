import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export type LegalRule = 'terms' | 'privacy' | 'cookies';
export const legalRules: readonly LegalRule[] = ['terms', 'privacy', 'cookies'];

export function isLegalRule(value: string | undefined): value is LegalRule {
  return legalRules.includes(value as LegalRule);
}

export function LegalTitle({ rule }: { rule: LegalRule }) {
  switch (rule) {
    case 'terms':
      return <Trans>Terms of service</Trans>;
    case 'privacy':
      return <Trans>Privacy policy</Trans>;
    case 'cookies':
      return <Trans>Cookie policy</Trans>;
  }
}

export function LegalText({ rule }: { rule: LegalRule }): ReactNode {
  switch (rule) {
    case 'terms':
      return <TermsText />;
    case 'privacy':
      return <PrivacyText />;
    case 'cookies':
      return <CookiesText />;
  }
}

function TermsText() {
  return (
    <>
      <p>
        <Trans>A booking is confirmed once it is paid and you have received a booking number.</Trans>
      </p>
      <p>
        <Trans>
          Please arrive 15 minutes before your time; a later arrival counts as a no-show and the visit is
          forfeited.
        </Trans>
      </p>
      <p>
        <Trans>
          Payments are non-refundable. A prescreening fee of ฿100.00 applies to services under ฿500.00.
        </Trans>
      </p>
      <p>
        <Trans>
          A tax invoice can only be issued on the day of purchase, from the details given at checkout.
        </Trans>
      </p>
    </>
  );
}

function PrivacyText() {
  return (
    <>
      <p>
        <Trans>
          We keep your name, mobile number and e-mail to manage your booking and to contact you about it.
        </Trans>
      </p>
      <p>
        <Trans>
          Under Thailand's Personal Data Protection Act you may ask to see, correct or delete your data at any
          branch or by e-mail.
        </Trans>
      </p>
      <p>
        <Trans>Payment card details are handled by our bank's payment gateway and never stored by us.</Trans>
      </p>
    </>
  );
}

function CookiesText() {
  return (
    <>
      <p>
        <Trans>
          Necessary cookies keep your language and your booking while you book; they cannot be switched off.
        </Trans>
      </p>
      <p>
        <Trans>
          Analytics cookies help us understand how the booking pages are used. They are set only if you allow
          them.
        </Trans>
      </p>
    </>
  );
}
