// The SMS adapter against an HTTP server that answers as a Thai bulk-SMS gateway does: the request it sends
// (Basic authentication, the form) and the answers it reads (the message id, a refused number, an error).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OutboxRow } from './message-senders';
import { smsGateway } from './sms-gateway';

interface Seen {
  path: string;
  auth: string;
  form: URLSearchParams;
}

async function gatewayAnswering(status: number, answer: object) {
  const seen: Seen[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({
        path: req.url ?? '',
        auth: req.headers.authorization ?? '',
        form: new URLSearchParams(body),
      });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    seen,
    url: `http://key1:secret%2F1@127.0.0.1:${port}/v2/?sender=YUZEN`,
    close: () => server.close(),
  };
}

const message = { id: '7', channel: 'sms', recipient: '0812345678', body: 'รหัส 123456' } as OutboxRow;

describe('the SMS gateway adapter', () => {
  it('posts the form with Basic authentication and answers the message id', async () => {
    const gateway = await gatewayAnswering(201, {
      remaining_credit: 99,
      phone_number_list: [{ number: '66812345678', message_id: 'msg-1', used_credit: 1 }],
      bad_phone_number_list: [],
    });
    try {
      expect(await smsGateway(gateway.url).send(message)).toBe('msg-1');
      const [request] = gateway.seen;
      expect(request?.path).toBe('/v2/sms');
      expect(request?.auth).toBe(`Basic ${Buffer.from('key1:secret/1').toString('base64')}`);
      expect(Object.fromEntries(request?.form ?? [])).toEqual({
        msisdn: '0812345678',
        message: 'รหัส 123456',
        sender: 'YUZEN',
      });
    } finally {
      gateway.close();
    }
  });

  it('fails with a reason that names the gateway error, never the number or the text', async () => {
    const refused = await gatewayAnswering(201, {
      phone_number_list: [],
      bad_phone_number_list: [{ number: '0812345678', message: 'invalid' }],
    });
    const broke = await gatewayAnswering(401, { error: { code: 104, name: 'UNAUTHORIZED' } });
    try {
      await expect(smsGateway(refused.url).send(message)).rejects.toThrow('sms gateway refused the number');
      await expect(smsGateway(broke.url).send(message)).rejects.toThrow('sms gateway 401 UNAUTHORIZED');
      await expect(smsGateway('http://u:p@127.0.0.1:9/').send(message)).rejects.toThrow(/unreachable/);
    } finally {
      refused.close();
      broke.close();
    }
  });
});
