// The generic HTTP client for the REST calls (docs/api.md, REST) (/api/auth/*): JSON in and out, cookie
// credentials, the reader's language; a failed response is thrown as itself (status and body).

export interface HttpFailureBody {
  code?: string;
  message?: string;
  field?: string;
  seconds?: number;
}

export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: HttpFailureBody,
  ) {
    super(body.message ?? `HTTP ${status}`);
  }
}

export interface HttpClientOptions {
  /** Base URL, '' for the booking host itself. */
  baseUrl?: string;
  getLocale: () => string;
}

export function createHttpClient({ baseUrl = '', getLocale }: HttpClientOptions) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      credentials: 'include',
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        Accept: 'application/json',
        'Accept-Language': getLocale(),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const parsed: unknown = await response.json().catch(() => ({}));
    if (!response.ok) throw new HttpFailure(response.status, (parsed ?? {}) as HttpFailureBody);
    return parsed as T;
  }
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown) => call<T>('POST', path, body),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
