/** A brand as far as host resolution cares: its id and the host names it answers on. */
export interface BrandHosts {
  id: string;
  hosts: readonly string[];
}

/**
 * The host part of a Host header or URL, lower-cased, without port or trailing dot.
 * Returns '' for input that is not a plausible host name, so it never matches a brand.
 */
export function normalizeHost(raw: string): string {
  let host = raw.trim().toLowerCase();
  const scheme = host.indexOf('://');
  if (scheme >= 0) host = host.slice(scheme + 3);
  host = host.split('/')[0] ?? '';
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    host = end > 0 ? host.slice(0, end + 1) : '';
  } else {
    host = host.split(':')[0] ?? '';
  }
  if (host.endsWith('.')) host = host.slice(0, -1);
  return /^(\[[0-9a-f:.]+\]|[a-z0-9.-]{1,253})$/.test(host) ? host : '';
}

/**
 * The brand whose hosts include the request's host; the first brand when none does (docs/product-rules.md,
 * Brands and hosts). Returns undefined only when there are no brands at all.
 */
export function resolveBrand<B extends BrandHosts>(
  brands: readonly B[],
  requestHost: string | undefined,
): B | undefined {
  const host = normalizeHost(requestHost ?? '');
  if (host) {
    const match = brands.find((brand) => brand.hosts.some((h) => normalizeHost(h) === host));
    if (match) return match;
  }
  return brands[0];
}
