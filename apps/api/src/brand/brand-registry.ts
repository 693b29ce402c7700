// Brands change only through admin, yet every request needs one: keep them for a few seconds rather
// than query per request. Instances stay stateless enough to scale out (DESIGN.md §6): a change is
// seen everywhere within the TTL.
import { resolveBrand } from '@sabai/brand';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loadBrands, type BrandRecord } from './brand.repository';

export class BrandRegistry {
  private cached: { brands: BrandRecord[]; at: number } | undefined;
  private loading: Promise<BrandRecord[]> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  async all(): Promise<BrandRecord[]> {
    if (this.cached && this.now() - this.cached.at < this.ttlMs) return this.cached.brands;
    this.loading ??= loadBrands(this.db)
      .then((brands) => {
        this.cached = { brands, at: this.now() };
        return brands;
      })
      .finally(() => (this.loading = undefined));
    return this.loading;
  }

  /** The brand for a Host header (first brand as fallback); throws only when no brand exists. */
  async forHost(host: string | undefined): Promise<BrandRecord> {
    const brand = resolveBrand(await this.all(), host);
    if (!brand) throw new Error('No brand configured: run the seed or create one in admin');
    return brand;
  }

  invalidate(): void {
    this.cached = undefined;
  }
}
