// The catalogue as resolvers read it: rows cached per brand and per branch, so the busiest queries of the
// booking start do not hit the database on every call. An edit in admin empties the cache on every process
// (catalog-changes.ts); the few seconds' time to live
// covers rows changed behind the server's back (SQL by hand). Translation happens per request, on top of the rows.
import type { Kysely } from 'kysely';
import { TtlCache } from '../cache/ttl-cache';
import type { Database } from '../db/schema';
import { listBranches, listBranchProducts, listProductFilters } from './catalog.repository';

type BranchRows = Awaited<ReturnType<typeof listBranches>>;
type FilterRows = Awaited<ReturnType<typeof listProductFilters>>;
type ProductRows = Awaited<ReturnType<typeof listBranchProducts>>;

export class CatalogReader {
  private readonly branches: TtlCache<{ branches: BranchRows; filters: FilterRows }>;
  private readonly products: TtlCache<ProductRows>;

  constructor(
    private readonly db: Kysely<Database>,
    ttlMs = 5_000,
  ) {
    this.branches = new TtlCache(ttlMs, 200);
    this.products = new TtlCache(ttlMs, 2000);
  }

  /** A brand's branches in display order, with their product filters. */
  branchesOf(brandId: string) {
    return this.branches.get(brandId, async () => {
      const branches = await listBranches(this.db, brandId);
      return {
        branches,
        filters: await listProductFilters(
          this.db,
          branches.map((b) => b.id),
        ),
      };
    });
  }

  /** The branch of this brand with this id, if any. */
  async branch(brandId: string, branchId: string) {
    return (await this.branchesOf(brandId)).branches.find((b) => b.id === branchId);
  }

  productsAt(branchId: string) {
    return this.products.get(branchId, () => listBranchProducts(this.db, branchId));
  }

  private readonly companions: (() => void)[] = [];

  /** Another cache of the catalogue's data (the brands) that forgets with this one. */
  alsoInvalidate(forget: () => void): void {
    this.companions.push(forget);
  }

  invalidate(): void {
    this.branches.clear();
    this.products.clear();
    for (const forget of this.companions) forget();
  }
}
