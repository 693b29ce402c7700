// The logs hold no personal data (docs/architecture.md, Operations): a member signs in by phone, a visitor
// holds a booking with a name, phone and e-mail, and a browser opens a page whose address carries a booking's
// token; every log line written meanwhile is free of them, and each names its request's id.
import { Writable } from 'node:stream';
import { loadConfig } from '../config';
import { openTestDatabase } from '../../test/test-database';
import { buildServer } from '../server';
import { loggedUrl, logOptions } from './log-options';

const PHONE = '0812345678';
const EMAIL = 'gold@example.com';
const PASSWORD = 'Sabai-2026';
const TOKEN = 'tok_9f8e7d6c5b4a';

it('keeps query values out of a logged address', () => {
  expect(loggedUrl(`/book/kpayment/return?booking=b1&token=${TOKEN}`)).toBe(
    '/book/kpayment/return?booking=&token=',
  );
  expect(loggedUrl('/graphql')).toBe('/graphql');
});

it('writes no phone, e-mail, password, name or token, and an id per request', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const database = await openTestDatabase('pglite');
  const config = { ...loadConfig({}), appsDir: '/nonexistent', brandAssetsDir: 'apps/api/assets/brands' };
  const app = await buildServer({ config, database, logger: { ...logOptions('info'), stream } });
  await app.ready();
  try {
    const headers = { host: 'localhost', 'content-type': 'application/json', 'x-request-id': 'req-test-1' };
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers,
      payload: JSON.stringify({ input: { username: PHONE, password: PASSWORD } }),
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['x-request-id']).toBe('req-test-1');
    await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: 'mutation ($i: PrebookInput!) { prebook(input: $i) { booking_id } }',
        variables: {
          i: {
            guest_count: 1,
            branch_id: 'yuzen-sukhumvit',
            date_time: `${new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10)} 11:00:00`,
            treatments: JSON.stringify([{ no: 1, name: 'Ploy Suksawat', treatments: ['yu-thai-60'] }]),
            contact_name: 'Ploy Suksawat',
            contact_phone: PHONE,
            contact_email: EMAIL,
          },
        },
      }),
    });
    await app.inject({
      url: `/book/kpayment/return?booking=b1&token=${TOKEN}`,
      headers: { host: 'localhost' },
    });
    const logged = lines.join('\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const secret of [PHONE, EMAIL, PASSWORD, 'Ploy', TOKEN, '127.0.0.1'])
      expect(logged).not.toContain(secret);
    const requests = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    expect(
      requests.filter((l) => l.msg === 'incoming request').every((l) => typeof l.reqId === 'string'),
    ).toBe(true);
    expect(requests.some((l) => l.reqId === 'req-test-1')).toBe(true);
  } finally {
    await app.close();
    await database.close();
  }
});
