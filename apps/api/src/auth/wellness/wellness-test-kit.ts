// A browser's walk through a wellness login against the sandbox provider, for the API tests: the server
// listens on a real port because openid-client fetches the provider's discovery, keys and token endpoint.
import type { LightMyRequestResponse } from 'fastify';
import { createServer, type AddressInfo } from 'node:net';
import type { engines } from '../../../test/test-database';
import { startTestServer, type TestServer } from '../../../test/test-server';

export type Decision = 'allow' | 'deny' | 'fail';

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startListeningServer(engine: (typeof engines)[number]) {
  const port = await freePort();
  const server = await startTestServer(engine, { publicBaseUrl: `http://127.0.0.1:${port}` });
  await server.app.listen({ port, host: '127.0.0.1' });
  return { server, providerHost: `127.0.0.1:${port}` };
}

export function cookieOf(response: LightMyRequestResponse, name: string): string | undefined {
  const header = [response.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${name}=`));
  return header?.split(';')[0]?.slice(name.length + 1);
}

export function wellnessBrowser(server: TestServer, providerHost: string) {
  const get = (url: string, cookie?: string) =>
    server.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...(cookie ? { cookie } : {}) } });

  async function start(returnPath = '/book/checkout') {
    const response = await get(`/api/auth/wellness/start?return=${encodeURIComponent(returnPath)}`);
    return {
      response,
      flow: cookieOf(response, 'sabai_wellness') ?? '',
      authorize: new URL(String(response.headers.location)),
    };
  }

  /** The tester's choice on the consent page: its form posts its hidden fields back with the decision. */
  async function decide(authorize: URL, decision: Decision, identity = 'gold') {
    const page = await server.app.inject({
      method: 'GET',
      url: `${authorize.pathname}${authorize.search}`,
      headers: { host: providerHost },
    });
    const form = new URLSearchParams();
    for (const [, name = '', value = ''] of page.body.matchAll(
      /type="hidden" name="([^"]*)" value="([^"]*)"/g,
    ))
      form.set(name, value.replaceAll('&amp;', '&'));
    form.set('decision', decision);
    form.set('identity', identity);
    const response = await server.app.inject({
      method: 'POST',
      url: '/sandbox/wellness/authorize',
      headers: { host: providerHost, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    return new URL(String(response.headers.location));
  }

  const callback = (url: URL, flow: string) =>
    get(`${url.pathname}${url.search}`, flow ? `sabai_wellness=${flow}` : undefined);

  /** Start, decide and come back: the callback's answer and the flow cookie it was sent with. */
  async function login(decision: Decision, identity = 'gold', returnPath = '/book/checkout') {
    const { flow, authorize } = await start(returnPath);
    const back = await decide(authorize, decision, identity);
    return { response: await callback(back, flow), flow, back };
  }

  return { get, start, decide, callback, login };
}
