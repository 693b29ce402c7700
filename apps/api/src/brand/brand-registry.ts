// Brands change only through admin, yet every request needs one: keep them rather than query per request.
// An edit empties the cache on every process (catalog/catalog-changes.ts), so instances stay interchangeable
// behind a load balancer (docs/architecture.md, Growing past one machine); the time to live covers rows
// changed behind the server's back.
import { normalizeHost, resolveBrand } from '@sabai/brand';
import type { Kysely } from 'kysely';
import { TtlCache } from '../cache/ttl-cache';
import type { Database } from '../db/schema';
import { loadBrands, type BrandRecord } from './brand.repository';

/** Host headers remembered per brand list; a flood of made-up hosts empties it rather than growing it. */
const mostRememberedHosts = 1000;

export interface BrandAtHost {
  brand: BrandRecord;
  hostId: number | null;
}

export class BrandRegistry {
  private readonly cache: TtlCache<BrandRecord[]>;
  // Every request names its host and most name one of a few: the answer is kept per Host header for as long as
  // the brand list it came from (normalising every brand's hosts per request was 2% of an orderSummary).
  private byHost: { brands: BrandRecord[]; answers: Map<string, BrandAtHost | undefined> } | undefined;

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
    return (await this.atHost(host)).brand;
  }

  /** The brand for a Host header and the brand_hosts row it came through (null for the fallback brand). */
  async atHost(host: string | undefined): Promise<BrandAtHost> {
    const brands = await this.all();
    if (this.byHost?.brands !== brands || this.byHost.answers.size >= mostRememberedHosts)
      this.byHost = { brands, answers: new Map() };
    const key = host ?? '';
    const { answers } = this.byHost;
    if (!answers.has(key)) {
      const brand = resolveBrand(brands, host);
      answers.set(key, brand && { brand, hostId: hostIdOf(brand, host) });
    }
    const answer = answers.get(key);
    if (!answer) throw new Error('No brand configured: run the seed or create one in admin');
    return answer;
  }

  invalidate(): void {
    this.cache.clear();
  }
}

/**
 * The id of the brand's `brand_hosts` row for a Host header: what a booking records as its `domain_id`
 * (docs/product-rules.md, Brands and hosts). Null when the host is not one of the brand's (the fallback brand).
 */
function hostIdOf(brand: BrandRecord, host: string | undefined): number | null {
  const wanted = normalizeHost(host ?? '');
  const index = wanted ? brand.hosts.findIndex((h) => normalizeHost(h) === wanted) : -1;
  return brand.hostIds[index] ?? null;
}
