// Demo promotions: one of each kind of rule, so every ineligible reason can be met in the demo.
import type { PromotionTable } from '../db/schema';

type SeedPromotion = Omit<PromotionTable, 'short_description' | 'terms'> & {
  short_description: { en: string; th: string; zh: string };
  terms: { en: string; th: string; zh: string };
};

const none = {
  valid_from: null,
  valid_until: null,
  days: null,
  time_from: null,
  time_until: null,
  usage_limit: null,
  usage_per_customer: null,
};

export const seedPromotions: SeedPromotion[] = [
  {
    ...none,
    code: 'WELCOME10',
    campaign: 'Welcome',
    brand_ids: [],
    treatment_ids: [],
    package_ids: [],
    expires_at: '2027-12-31 23:59',
    usage_per_customer: 1,
    kind: 'percent',
    value: 10,
    short_description: {
      en: '10% off your first visit',
      th: 'ลด 10% สำหรับการมาใช้บริการครั้งแรก',
      zh: '首次光临享九折',
    },
    terms: {
      en: 'Once per customer. Not with course items.',
      th: 'ใช้ได้หนึ่งครั้งต่อท่าน ใช้ร่วมกับรายการคอร์สไม่ได้',
      zh: '每位客人限用一次，不可与疗程项目同时使用。',
    },
  },
  {
    ...none,
    code: 'ONSEN200',
    campaign: 'Onsen packages',
    brand_ids: ['yuzen'],
    treatment_ids: [],
    package_ids: ['yu-pkg-signature', 'yu-pkg-onsen-thai'],
    expires_at: '2027-06-30 23:59',
    usage_limit: 500,
    kind: 'amount',
    value: 20_000,
    short_description: {
      en: '200 THB off an onsen package',
      th: 'ลด 200 บาทสำหรับแพ็กเกจออนเซ็น',
      zh: '温泉套餐立减 200 泰铢',
    },
    terms: {
      en: 'Yuzen onsen packages only.',
      th: 'เฉพาะแพ็กเกจออนเซ็นของยูเซ็นเท่านั้น',
      zh: '仅限悠禅温泉套餐。',
    },
  },
  {
    ...none,
    code: 'WEEKDAY15',
    campaign: 'Quiet hours',
    brand_ids: [],
    treatment_ids: [],
    package_ids: [],
    days: [1, 2, 3, 4],
    time_from: 600,
    time_until: 960,
    expires_at: null,
    kind: 'percent',
    value: 15,
    short_description: {
      en: '15% off Monday to Thursday, 10:00–16:00',
      th: 'ลด 15% วันจันทร์ถึงพฤหัสบดี 10:00–16:00',
      zh: '周一至周四 10:00–16:00 享八五折',
    },
    terms: {
      en: 'For treatments starting in the hours shown.',
      th: 'สำหรับทรีตเมนต์ที่เริ่มในช่วงเวลาดังกล่าว',
      zh: '适用于在上述时段开始的护理。',
    },
  },
  {
    ...none,
    code: 'SONGKRAN25',
    campaign: 'Songkran 2026',
    brand_ids: [],
    treatment_ids: [],
    package_ids: [],
    valid_from: '2026-04-10 00:00',
    valid_until: '2026-04-16 23:59',
    expires_at: '2026-04-16 23:59',
    kind: 'percent',
    value: 25,
    short_description: { en: 'Songkran: 25% off', th: 'สงกรานต์ ลด 25%', zh: '泼水节八折优惠' },
    terms: {
      en: 'For visits during Songkran week 2026.',
      th: 'สำหรับการใช้บริการในสัปดาห์สงกรานต์ 2026',
      zh: '适用于 2026 年泼水节期间的到店。',
    },
  },
];
