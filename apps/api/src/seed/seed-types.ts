// Shapes of the demo data. The seed upserts these rows, so running it twice changes nothing.
import type { BrandAd, KioskIdleOverrides, ProductType, ThaiWithEnglish, Translated } from '../db/schema';

export interface SeedProduct {
  id: string;
  code: string;
  type: ProductType;
  name: Translated;
  description: Translated;
  durationMin: number;
  priceSatang: number;
  tags: string[];
  isForceSelect?: boolean;
  isOnsenFee?: boolean;
  isUseOilMaterial?: boolean;
  isMustAfterOnsen?: boolean;
  /** For packages: ids of the products inside, in order. */
  bundle?: string[];
}

export interface SeedProductFilter {
  id: string;
  name: Translated;
  tags: string[];
}

export interface SeedBranch {
  id: string;
  name: Translated;
  branch: Translated;
  address: Translated;
  friendlyAddress: Translated;
  province: Translated;
  provinceCode: string;
  pool: string;
  openTime: string;
  closeTime: string;
  openDays: number[];
  openDate: string;
  closeDate: string | null;
  spaBeds: number;
  onsenPlaces: number;
  productFilters: SeedProductFilter[];
  /** Product ids sold at this branch. */
  products: string[];
}

export interface SeedBrand {
  id: string;
  code: string;
  name: Translated;
  /** Served by the API at /brand-assets/<file>. */
  logoFile: string;
  colorPrimary: string;
  colorSecondary: string;
  faqUrl: string;
  /** Receives large-group requests (/book/direct). */
  staffEmail: string;
  /** The percent paid online, the rest at the branch; absent or 0 = pay in full (docs/product-rules.md, Deposit). */
  depositPercent?: number;
  /** The brand's own kiosk idle durations (docs/product-rules.md, Kiosk); the server's when absent. */
  kioskIdle?: KioskIdleOverrides;
  /** The seller on tax invoices (docs/product-rules.md, VAT); a brand without it issues none. */
  legal?: { name: ThaiWithEnglish; address: ThaiWithEnglish; taxId: string; branch: string };
  ads: BrandAd[];
  branches: SeedBranch[];
  products: SeedProduct[];
}
