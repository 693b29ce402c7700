// Scenario builders for the kiosk's tests: the brand in a line. Branches and products come from the
// journey's builders (@sabai/booking-journey/testing), the same the web's tests use.
import type { CurrentBrandQuery } from '@sabai/graphql';

export type TestBrand = CurrentBrandQuery['brand'];

export function aBrand(overrides: Partial<TestBrand> = {}): TestBrand {
  return {
    id: 'yuzen',
    code: 'YU',
    name: 'Yuzen',
    logo: '/brand-assets/yuzen.svg',
    url: { app: 'http://localhost', faq: 'http://localhost/faq', customer: 'http://localhost/member' },
    colors: { primary: '#1f2a5a', secondary: '#c9a24b' },
    ads: [
      {
        image: '/brand-assets/onsen.svg',
        title: 'Mineral onsen',
        body: 'Soak, then unwind.',
        first_day: null,
        last_day: null,
      },
      {
        image: '/brand-assets/massage.svg',
        title: 'Thai massage',
        body: 'Wat Pho tradition.',
        first_day: null,
        last_day: null,
      },
    ],
    legal_versions: { terms: '2026-11', privacy: '2026-11', cookies: '2026-11' },
    online_booking: { max_guests: 6, advance_min: 60 },
    ...overrides,
  };
}
