// Brands change only through admin, yet every request needs one: keep them rather than query per request.
// An edit empties the cache on every process (catalog/catalog-changes.ts), so instances stay interchangeable
// behind a load balancer (docs/architecture.md, Growing past one machine); the time to live covers rows
// changed behind the server's back.
import { normalizeHost, resolveBrand } from '@sabai/brand';
import type { Kysely } from 'kysely';
import { TtlCache } from '../cache/ttl-cache';
import type { Database } from '../db/schema';
import { loadBrands, type BrandRecord } from './brand.repository';

export class BrandRegistry {
  private readonly cache: TtlCache<BrandRecord[]>;

  constructor(
    private readonly db: Kysely<Database>,
    ttlMs = 10_000,
  ) {
    this.cache = new TtlCache(ttlMs, 1);
  }

  all(): Promise<BrandRecord[]> {
    return this.cache.get('brands', () => loadBrands(this.db));
  }

  /** The brand for a Host header (first brand as fallback); throws only when no brand exists. */
  async forHost(host: string | undefined): Promise<BrandRecord> {
    const brand = resolveBrand(await this.all(), host);
    if (!brand) throw new Error('No brand configured: run the seed or create one in admin');
    return brand;
  }

  invalidate(): void {
    this.cache.clear();
  }
}

/**
 * The id of the brand's `brand_hosts` row for a Host header: what a booking records as its `domain_id`
 * (docs/product-rules.md, Brands and hosts). Null when the host is not one of the brand's (the fallback brand).
 */
export function hostIdOf(brand: BrandRecord, host: string | undefined): number | null {
  const wanted = normalizeHost(host ?? '');
  const index = wanted ? brand.hosts.findIndex((h) => normalizeHost(h) === wanted) : -1;
  return brand.hostIds[index] ?? null;
}
