// What the server writes in its JSON logs about a request (docs/architecture.md, Operations): its id (also
// sent back as X-Request-Id, or taken from the proxy's), method, route pattern and path without query
// values, and the answer's status and time. Never the address, the headers, a query value (booking tokens and
// ids travel there) or a body: no phone, e-mail, name or secret reaches a log line.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The path with each query parameter's value taken out: `/book/kpayment/return?booking=&token=`. */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .map((pair) => pair.split('=')[0] ?? '')
    .filter(Boolean);
  return `${url.slice(0, at)}?${names.map((name) => `${name.slice(0, 40)}=`).join('&')}`;
}

export function logOptions(level: string): Exclude<FastifyServerOptions['logger'], undefined | boolean> {
  return {
    level,
    // Fastify's own answer serializer already writes the status alone.
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: loggedUrl(req.url),
        route: req.routeOptions?.url,
      }),
    },
  };
}

/** A proxy's X-Request-Id when it is a plain token, else a new one; the answer carries it back. */
export function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}
