// Hostile requests to every REST route: bodies of any shape with hostile values, signed gateway notifies
// carrying hostile fields (so they pass the signature and reach the payment code), hostile query strings.
import fc from 'fast-check';
import { loadConfig } from '../../src/config';
import { notifyChecksum } from '../../src/payment/gateway';
import { anyScalar, anything, nastyString, nearMiss } from './hostile-values';

export interface RestRequest {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

const text = fc.oneof(nastyString, nearMiss, anyScalar);
/** Every byte percent-encoded, NUL included (encodeURIComponent refuses a lone surrogate). */
const urlPart = (value: string) =>
  [...Buffer.from(value)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
const inputOf = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({ input: fc.record(fields, { requiredKeys: [] }) }, { requiredKeys: [] }),
    },
    { weight: 1, arbitrary: anything },
  );

const secret = loadConfig({}).kpaymentSecret;

/** A notify signed with the server's secret, so the hostile fields get past the signature. */
const signedNotify = fc
  .record({
    id: fc.oneof(nastyString, fc.constantFrom('chrg_unknown', 'chrg_1')),
    order_id: text,
    amount: fc.oneof(
      fc.constantFrom('750.00', '0', '-1', '1e309', '99999999999.99', 'NaN', '7.5e2'),
      nastyString,
    ),
    currency: fc.oneof(fc.constantFrom('THB', 'USD', ''), nastyString),
    status: fc.constantFrom('success', 'fail', 'pending', 'SUCCESS', ''),
    transaction_state: fc.oneof(
      fc.constantFrom('Authorized', 'Settled', 'Pre-Authorized', 'Declined'),
      nastyString,
    ),
  })
  .map((payload) => {
    let checksum = 'x';
    try {
      checksum = notifyChecksum(payload, secret);
    } catch {
      // An amount that is no amount cannot be signed: the notify goes unsigned.
    }
    return { ...payload, checksum };
  });

export const restRequests: fc.Arbitrary<RestRequest> = fc.oneof(
  inputOf({ username: text, password: text }).map((body) => ({
    method: 'POST' as const,
    url: '/api/auth/password',
    body,
  })),
  inputOf({ qr: text }).map((body) => ({ method: 'POST' as const, url: '/api/auth/qr', body })),
  fc
    .oneof(
      fc.record(
        { username: text, purpose: fc.oneof(fc.constantFrom('login', 'register', 'recover'), text) },
        { requiredKeys: [] },
      ),
      anything,
    )
    .map((body) => ({ method: 'POST' as const, url: '/api/auth/otp/request', body })),
  inputOf({ username: text, ref_code: text, code: text }).map((body) => ({
    method: 'POST' as const,
    url: '/api/auth/otp/verify',
    body,
  })),
  fc
    .oneof(signedNotify, anything)
    .map((body) => ({ method: 'POST' as const, url: '/api/kpayment/notify', body })),
  fc.oneof(nastyString, nearMiss).map((recipient) => ({
    method: 'GET' as const,
    url: `/sandbox/outbox.json?recipient=${urlPart(recipient)}`,
  })),
  fc.oneof(nastyString, nearMiss).map((charge) => ({
    method: 'POST' as const,
    url: `/sandbox/kpayment/${urlPart(charge)}/pay`,
    body: {},
  })),
  // Wellness login (docs/api.md, Wellness login): navigations with hostile query strings, and the confirmation.
  fc.record({ state: text, code: text, error: text }, { requiredKeys: [] }).map((query) => ({
    method: 'GET' as const,
    url: `/api/auth/wellness/callback?${Object.entries(query)
      .map(([key, value]) => `${key}=${urlPart(String(value))}`)
      .join('&')}`,
  })),
  fc.oneof(nastyString, nearMiss).map((path) => ({
    method: 'GET' as const,
    url: `/api/auth/wellness/start?return=${urlPart(path)}`,
  })),
  fc.constant({ method: 'GET' as const, url: '/api/auth/wellness/pending' }),
  inputOf({ prefix: text, first_name: text, last_name: text, phone: text, email: text }).map((body) => ({
    method: 'POST' as const,
    url: '/api/auth/wellness/confirm',
    body,
  })),
  // Staff sign-in and out (docs/api.md, Staff API): the body is the input itself, no `input` wrapper.
  fc
    .oneof(
      {
        weight: 4,
        arbitrary: fc.record(
          {
            email: fc.oneof(text, fc.constantFrom('owner@example.com', 'sukhumvit-desk@example.com')),
            password: text,
            code: fc.oneof(text, fc.constantFrom('123456', 'abcde-12345')),
          },
          { requiredKeys: [] },
        ),
      },
      { weight: 1, arbitrary: anything },
    )
    .map((body) => ({ method: 'POST' as const, url: '/api/admin/login', body })),
  anything.map((body) => ({ method: 'POST' as const, url: '/api/admin/logout', body })),
  // Kiosk pairing (docs/api.md, Kiosk devices): the body is the input itself.
  fc
    .oneof(
      { weight: 4, arbitrary: fc.record({ code: fc.oneof(text, fc.constantFrom('12345678', '1234 5678')) }) },
      { weight: 1, arbitrary: anything },
    )
    .map((body) => ({ method: 'POST' as const, url: '/api/kiosk/pair', body })),
  fc.constant({ method: 'GET' as const, url: '/api/kiosk/device' }),
  // Photos (docs/api.md, Photos): an upload without a staff session, and any media path.
  anything.map((body) => ({ method: 'POST' as const, url: '/api/admin/images', body })),
  fc.tuple(text, text).map(([id, file]) => ({
    method: 'GET' as const,
    url: `/media/${urlPart(String(id))}/${urlPart(String(file))}`,
  })),
);
