import persisted from './generated/client/persisted-documents.json';
import { BranchesDocument } from './generated/client/documents';
import { createGraphQLClient } from './create-client';

function fakeFetch(body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  return { calls, fetch };
}

describe('createGraphQLClient', () => {
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
  });

  it('POSTs with cookie credentials, the language and the Bearer token when there is one', async () => {
    const { calls, fetch } = fakeFetch({ data: { branches: [] } });
    globalThis.fetch = fetch as never;
    const session: { token?: string } = {};
    const client = createGraphQLClient({ getToken: () => session.token, getLocale: () => 'th' });
    await client.query(BranchesDocument, {}, { requestPolicy: 'network-only' }).toPromise();
    session.token = 'abc';
    await client.query(BranchesDocument, {}, { requestPolicy: 'network-only' }).toPromise();
    expect(calls[0]?.init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(calls[0]?.url).toBe('/graphql');
    const headers = calls.map((c) => new Headers(c.init.headers));
    expect(headers[0]?.get('accept-language')).toBe('th');
    expect(headers[0]?.get('authorization')).toBeNull();
    expect(headers[1]?.get('authorization')).toBe('Bearer abc');
  });

  it('sends a customer document as its persisted id, without its text', async () => {
    const { calls, fetch } = fakeFetch({ data: { branches: [] } });
    globalThis.fetch = fetch as never;
    const client = createGraphQLClient({ getToken: () => undefined, getLocale: () => 'en' });
    await client.query(BranchesDocument, {}, { requestPolicy: 'network-only' }).toPromise();
    const body = JSON.parse(String(calls[0]?.init.body)) as Record<string, unknown>;
    expect(body['query']).toBeUndefined();
    expect(body['extensions']).toEqual({
      persistedQuery: {
        version: 1,
        sha256Hash: (BranchesDocument as unknown as { documentId: string }).documentId,
      },
    });
    const id = (BranchesDocument as unknown as { documentId: keyof typeof persisted }).documentId;
    expect(persisted[id]).toMatch(/^query Branches/);
  });

  it('reports errors, ends activity as failed and signals an ended session', async () => {
    const { fetch } = fakeFetch({
      data: null,
      errors: [{ message: 'Unauthenticated.', extensions: { code: 'login.unauthenticated' } }],
    });
    globalThis.fetch = fetch as never;
    const events: string[] = [];
    const onError = jest.fn();
    const onUnauthenticated = jest.fn();
    const client = createGraphQLClient({
      getToken: () => 't',
      getLocale: () => 'en',
      onError,
      onUnauthenticated,
      onActivity: (event) => events.push(event),
    });
    await client.query(BranchesDocument, {}).toPromise();
    expect(events).toEqual(['start', 'failed']);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('ends the activity of a query torn down before its answer (its variables changed, its page went away)', async () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as never;
    const events: string[] = [];
    const client = createGraphQLClient({
      getToken: () => undefined,
      getLocale: () => 'en',
      onActivity: (event) => events.push(event),
    });
    const { unsubscribe } = client.query(BranchesDocument, {}).subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual(['start']);
    unsubscribe();
    expect(events).toEqual(['start', 'ok']);
  });
});
