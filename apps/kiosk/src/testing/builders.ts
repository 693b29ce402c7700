// Scenario builders for the kiosk's tests: a brand, branches and products in a line each.
import type { BranchesQuery, BranchProductsQuery, CurrentBrandQuery } from '@sabai/graphql';

export type TestBrand = CurrentBrandQuery['brand'];
export type TestBranch = BranchesQuery['branches'][number];
export type TestProduct = BranchProductsQuery['products'][number];

export function aBrand(overrides: Partial<TestBrand> = {}): TestBrand {
  return {
    id: 'yuzen',
    code: 'YU',
    name: 'Yuzen',
    logo: '/brand-assets/yuzen.svg',
    url: { app: 'http://localhost', faq: 'http://localhost/faq', customer: 'http://localhost/member' },
    colors: { primary: '#1f2a5a', secondary: '#c9a24b' },
    ads: [
      { image: '/brand-assets/onsen.svg', title: 'Mineral onsen', body: 'Soak, then unwind.' },
      { image: '/brand-assets/massage.svg', title: 'Thai massage', body: 'Wat Pho tradition.' },
    ],
    ...overrides,
  };
}

export function aBranch(overrides: Partial<TestBranch> = {}): TestBranch {
  return {
    id: 'sukhumvit',
    brand_id: 'yuzen',
    name: 'Yuzen Sukhumvit',
    branch: 'Sukhumvit',
    address: '1 Sukhumvit Rd',
    friendly_address: 'Near BTS Asok',
    province: 'Bangkok',
    province_code: 'BKK',
    pool: 'bkk',
    time_zone: 'Asia/Bangkok',
    open_time: '10:00:00',
    close_time: '22:00:00',
    open_date: '2024-01-01',
    close_date: null,
    open_days: [0, 1, 2, 3, 4, 5, 6],
    product_filter: [],
    ...overrides,
  };
}

export function aProduct(overrides: Partial<TestProduct> = {}): TestProduct {
  return {
    id: 'thai-massage-60',
    name: 'Thai massage',
    description: 'Traditional stretching massage',
    duration: 60,
    price: 1200,
    tags: [],
    type: 'treatment',
    code: 'TM60',
    is_force_select: false,
    is_onsen_fee: false,
    is_use_oil_material: false,
    is_must_after_onsen: false,
    bundle: [],
    ...overrides,
  };
}
