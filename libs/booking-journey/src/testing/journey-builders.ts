// Scenario builders for the journey's tests: a kiosk-like configuration with a fixed clock and memory.
import { memoryStorage } from '@sabai/state';
import type { ApiBranch, ApiProduct } from '../catalog';
import type { JourneyConfig } from '../journey-config';

/** 10:10 on 25 November 2026 in Bangkok (UTC+7). */
export const tenPastTen = Date.parse('2026-11-25T03:10:00Z');

export function aConfig(overrides: Partial<JourneyConfig> = {}): JourneyConfig {
  return {
    storage: memoryStorage(),
    paths: {
      payment: '/kpayment',
      paymentReturn: '/kpayment/return',
      confirm: '/confirm',
      resume: '/booking',
    },
    now: () => tenPastTen,
    ...overrides,
  };
}

export function aBranch(overrides: Partial<ApiBranch> = {}): ApiBranch {
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
    closed_dates: [],
    open_days: [0, 1, 2, 3, 4, 5, 6],
    product_filter: [],
    image: null,
    ...overrides,
  };
}

export function aProduct(overrides: Partial<ApiProduct> = {}): ApiProduct {
  return {
    id: 'thai-60',
    name: 'Thai massage',
    description: '',
    duration: 60,
    price: 1200,
    tags: [],
    type: 'treatment',
    code: 'TM60',
    is_force_select: false,
    is_onsen_fee: false,
    is_use_oil_material: false,
    is_must_after_onsen: false,
    image: null,
    bundle: [],
    ...overrides,
  };
}

/** Makes every use of the browser's sessionStorage in this test file throw. */
export function withoutSessionStorage() {
  const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
  beforeAll(() => {
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new Error('sessionStorage used by a journey configured with memory');
      },
    });
  });
  afterAll(() => {
    if (original) Object.defineProperty(window, 'sessionStorage', original);
  });
}
