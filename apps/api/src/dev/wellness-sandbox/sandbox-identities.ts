// The people a tester can sign in as at the wellness sandbox (README, "Wellness login sandbox"): one whose
// verified e-mail is the Gold demo member's, one whose verified phone is the Basic member's (their e-mail
// unverified, so it must not link by e-mail), and a newcomer Sabai has never seen.
export interface SandboxIdentity {
  id: string;
  label: string;
  claims: {
    sub: string;
    given_name: string;
    family_name: string;
    email?: string;
    email_verified?: boolean;
    phone_number?: string;
    phone_number_verified?: boolean;
  };
}

export const SANDBOX_IDENTITIES: readonly SandboxIdentity[] = [
  {
    id: 'gold',
    label: 'Ploy Suksawat (verified e-mail gold@example.com)',
    claims: {
      sub: 'wc-1001',
      given_name: 'Ploy',
      family_name: 'Suksawat',
      email: 'gold@example.com',
      email_verified: true,
    },
  },
  {
    id: 'basic-phone',
    label: 'Niran Chaiyaporn (verified phone 0898765432, unverified e-mail)',
    claims: {
      sub: 'wc-1002',
      given_name: 'Niran',
      family_name: 'Chaiyaporn',
      email: 'basic@example.com',
      email_verified: false,
      phone_number: '+66898765432',
      phone_number_verified: true,
    },
  },
  {
    id: 'newcomer',
    label: 'Mali Jaidee (new to Sabai, verified e-mail mali.wellness@example.com)',
    claims: {
      sub: 'wc-2001',
      given_name: 'Mali',
      family_name: 'Jaidee',
      email: 'mali.wellness@example.com',
      email_verified: true,
    },
  },
];

export const identityById = (id: string) => SANDBOX_IDENTITIES.find((identity) => identity.id === id);
