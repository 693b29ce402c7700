// Names and lists the demo brands share: provinces, product filter names, opening days.
// (Split from seed-data.ts: one file per brand keeps each under the size limit.)
export const BANGKOK = { en: 'Bangkok', th: 'กรุงเทพมหานคร', zh: '曼谷' };
export const CHIANG_MAI = { en: 'Chiang Mai', th: 'เชียงใหม่', zh: '清迈' };
export const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

export const FILTER_ONSEN = { en: 'Onsen', th: 'ออนเซ็น', zh: '温泉' };
export const FILTER_MASSAGE = { en: 'Massage', th: 'นวด', zh: '按摩' };
export const FILTER_SCRUB_FACIAL = { en: 'Scrub & facial', th: 'ขัดผิวและดูแลผิวหน้า', zh: '去角质与面部护理' };
export const FILTER_PACKAGE = { en: 'Packages', th: 'แพ็กเกจ', zh: '套餐' };
export const FILTER_COUPLE = { en: 'For couples', th: 'สำหรับคู่รัก', zh: '情侣专享' };

export const YUZEN_PRODUCTS = [
  'yu-locker-set',
  'yu-onsen-60',
  'yu-onsen-120',
  'yu-thai-60',
  'yu-thai-90',
  'yu-aroma-90',
  'yu-hot-stone-90',
  'yu-foot-60',
  'yu-head-shoulder-30',
  'yu-akasuri',
  'yu-facial-60',
  'yu-pkg-signature',
  'yu-pkg-onsen-thai',
  'yu-pkg-head-to-toe',
  'yu-course-thai-60',
  'yu-course-aroma-90',
];

export const BAANSABAI_PRODUCTS = [
  'bs-thai-60',
  'bs-thai-120',
  'bs-herbal-90',
  'bs-aroma-90',
  'bs-foot-60',
  'bs-coconut-scrub',
  'bs-facial-60',
  'bs-pkg-signature',
  'bs-pkg-couple',
  'bs-course-thai-60',
];
