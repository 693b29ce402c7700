import { oneEngine } from '../../../test/test-database';
import { startTestServer, type TestServer } from '../../../test/test-server';

describe.each(oneEngine)('the sandbox outbox on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
    await server.database.db
      .insertInto('outbox')
      .values([
        {
          channel: 'sms',
          recipient: '0811111111',
          subject: 'Your code',
          body: '123456 is your code',
          sent_at: null,
        },
        {
          channel: 'email',
          recipient: 'a@example.com',
          subject: 'Booking',
          body: 'Dear <guest>',
          sent_at: null,
        },
      ])
      .execute();
  });
  afterAll(() => server.close());

  it('lists the messages for one recipient as JSON, for tests', async () => {
    const response = await server.app.inject({ url: '/sandbox/outbox.json?recipient=0811111111' });
    expect(response.json().messages).toEqual([
      expect.objectContaining({ channel: 'sms', recipient: '0811111111', body: '123456 is your code' }),
    ]);
  });

  it('shows the latest messages on a page, escaped', async () => {
    const response = await server.app.inject({ url: '/sandbox/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Dear &lt;guest&gt;');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is not there when switched off (production)', async () => {
    const off = await startTestServer(engine, { sandboxOutbox: false });
    expect((await off.app.inject({ url: '/sandbox/outbox.json' })).statusCode).toBe(404);
    await off.close();
  });
});
