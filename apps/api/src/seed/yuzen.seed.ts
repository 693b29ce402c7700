// Yuzen Onsen & Spa: the Japanese-style onsen brand of the demo, two Bangkok branches and one in Chiang Mai.
import type { SeedBrand } from './seed-types';
import { yuzenProducts } from './yuzen-products.seed';
import {
  BANGKOK,
  CHIANG_MAI,
  EVERY_DAY,
  FILTER_MASSAGE,
  FILTER_ONSEN,
  FILTER_PACKAGE,
  FILTER_SCRUB_FACIAL,
  YUZEN_PRODUCTS,
} from './seed-common';
import { YUZEN_LEGAL } from './brand-legal.seed';

export const yuzen: SeedBrand = {
  id: 'yuzen',
  code: 'YU',
  name: { en: 'Yuzen Onsen & Spa', th: 'ยูเซ็น ออนเซ็น แอนด์ สปา', zh: '悠禅温泉水疗' },
  logoFile: 'yuzen.svg',
  colorPrimary: '#2B3A67',
  colorSecondary: '#C9A24B',
  faqUrl: 'https://yuzen.example/faq',
  staffEmail: 'reservations@yuzen.example',
  legal: YUZEN_LEGAL,
  ads: [
    {
      image: '/brand-assets/yuzen.svg',
      title: {
        en: 'Mineral onsen in the heart of Bangkok',
        th: 'แช่ออนเซ็นน้ำแร่ใจกลางกรุงเทพฯ',
        zh: '曼谷市中心的日式矿物温泉',
      },
      body: {
        en: 'Soak in Japanese-style mineral baths, then unwind with a massage. Book at this kiosk in under a minute.',
        th: 'ผ่อนคลายในบ่อน้ำแร่สไตล์ญี่ปุ่น แล้วต่อด้วยการนวดสบาย ๆ จองได้ที่ตู้นี้ในเวลาไม่ถึงนาที',
        zh: '在日式矿物温泉中尽情放松，再享受一场舒缓按摩。在本机一分钟内即可完成预约。',
      },
    },
    {
      image: '/brand-assets/yuzen.svg',
      title: {
        en: 'Yuzen Signature Ritual: save 390 THB',
        th: 'แพ็กเกจซิกเนเจอร์ยูเซ็น ประหยัด 390 บาท',
        zh: '悠禅招牌套餐，立省390泰铢',
      },
      body: {
        en: 'Two hours of onsen, an akasuri body scrub and a 90-minute aromatherapy oil massage in one package.',
        th: 'แช่ออนเซ็น 2 ชั่วโมง ขัดผิวอะคาสุริ และนวดน้ำมันอโรมา 90 นาที ครบจบในแพ็กเกจเดียว',
        zh: '2小时温泉泡汤、韩式搓澡和90分钟芳香精油按摩，一个套餐全部包含。',
      },
    },
    {
      image: '/brand-assets/yuzen.svg',
      title: {
        en: 'Buy 10 Thai massages, pay for 8',
        th: 'ซื้อคอร์สนวดแผนไทย 10 ครั้ง จ่ายเพียง 8 ครั้ง',
        zh: '泰式按摩10次卡，只需支付8次',
      },
      body: {
        en: 'Prepaid courses are valid for 12 months at every Yuzen branch. Ask our staff, or sign in to use your course.',
        th: 'คอร์สแบบชำระล่วงหน้าใช้ได้ 12 เดือนที่ยูเซ็นทุกสาขา สอบถามพนักงาน หรือเข้าสู่ระบบเพื่อใช้คอร์สของคุณ',
        zh: '预付疗程卡有效期12个月，悠禅各分店通用。请咨询店员，或登录账户使用您的疗程。',
      },
    },
  ],
  branches: [
    {
      id: 'yuzen-sukhumvit',
      name: {
        en: 'Yuzen Onsen & Spa Sukhumvit 39',
        th: 'ยูเซ็น ออนเซ็น แอนด์ สปา สาขาสุขุมวิท 39',
        zh: '悠禅温泉水疗 素坤逸39店',
      },
      branch: { en: 'Sukhumvit 39', th: 'สุขุมวิท 39', zh: '素坤逸39店' },
      address: {
        en: '88 Soi Sukhumvit 39, Khlong Tan Nuea, Watthana, Bangkok 10110',
        th: '88 ซอยสุขุมวิท 39 แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพมหานคร 10110',
        zh: '曼谷瓦他那区素坤逸路39巷88号 10110',
      },
      friendlyAddress: {
        en: '5 min walk from BTS Phrom Phong',
        th: 'เดิน 5 นาทีจากสถานีรถไฟฟ้า BTS พร้อมพงษ์',
        zh: '距BTS澎蓬站步行5分钟',
      },
      province: BANGKOK,
      provinceCode: 'BKK',
      pool: 'yuzen-bkk',
      openTime: '10:00:00',
      closeTime: '23:00:00',
      openDays: EVERY_DAY,
      openDate: '2019-03-15',
      closeDate: null,
      spaBeds: 12,
      onsenPlaces: 30,
      productFilters: [
        { id: 'yuzen-sukhumvit-onsen', name: FILTER_ONSEN, tags: ['onsen'] },
        { id: 'yuzen-sukhumvit-massage', name: FILTER_MASSAGE, tags: ['massage'] },
        { id: 'yuzen-sukhumvit-scrub-facial', name: FILTER_SCRUB_FACIAL, tags: ['scrub', 'facial'] },
        { id: 'yuzen-sukhumvit-package', name: FILTER_PACKAGE, tags: ['package'] },
      ],
      products: YUZEN_PRODUCTS,
    },
    {
      id: 'yuzen-ratchada',
      name: {
        en: 'Yuzen Onsen & Spa Ratchada',
        th: 'ยูเซ็น ออนเซ็น แอนด์ สปา สาขารัชดาภิเษก',
        zh: '悠禅温泉水疗 拉差达店',
      },
      branch: { en: 'Ratchada', th: 'รัชดาภิเษก', zh: '拉差达店' },
      address: {
        en: '199 Ratchadaphisek Road, Huai Khwang, Huai Khwang, Bangkok 10310',
        th: '199 ถนนรัชดาภิเษก แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร 10310',
        zh: '曼谷汇权区汇权街道拉差达披色路199号 10310',
      },
      friendlyAddress: {
        en: '3 min walk from MRT Thailand Cultural Centre, exit 3',
        th: 'เดิน 3 นาทีจากสถานี MRT ศูนย์วัฒนธรรมแห่งประเทศไทย ทางออก 3',
        zh: '距MRT泰国文化中心站3号出口步行3分钟',
      },
      province: BANGKOK,
      provinceCode: 'BKK',
      pool: 'yuzen-bkk',
      openTime: '11:00:00',
      closeTime: '22:00:00',
      openDays: EVERY_DAY,
      openDate: '2021-11-01',
      // The lease ends: the branch stops taking bookings after this date.
      closeDate: '2027-06-30',
      spaBeds: 8,
      onsenPlaces: 20,
      productFilters: [
        { id: 'yuzen-ratchada-onsen', name: FILTER_ONSEN, tags: ['onsen'] },
        { id: 'yuzen-ratchada-massage', name: FILTER_MASSAGE, tags: ['massage'] },
        { id: 'yuzen-ratchada-scrub-facial', name: FILTER_SCRUB_FACIAL, tags: ['scrub', 'facial'] },
        { id: 'yuzen-ratchada-package', name: FILTER_PACKAGE, tags: ['package'] },
      ],
      // No hot stone heater at this branch.
      products: YUZEN_PRODUCTS.filter((id) => id !== 'yu-hot-stone-90'),
    },
    {
      id: 'yuzen-nimman',
      name: {
        en: 'Yuzen Onsen & Spa Nimman',
        th: 'ยูเซ็น ออนเซ็น แอนด์ สปา สาขานิมมานเหมินท์',
        zh: '悠禅温泉水疗 宁曼店',
      },
      branch: { en: 'Nimman', th: 'นิมมานเหมินท์', zh: '宁曼店' },
      address: {
        en: '45 Nimmanhaemin Road Soi 9, Su Thep, Mueang Chiang Mai, Chiang Mai 50200',
        th: '45 ซอยนิมมานเหมินท์ 9 ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200',
        zh: '清迈府清迈市宁曼路9巷45号 50200',
      },
      friendlyAddress: {
        en: 'In Nimman Soi 9, 5 min walk from One Nimman',
        th: 'ในซอยนิมมานเหมินท์ 9 เดิน 5 นาทีจากวันนิมมาน',
        zh: '位于宁曼路9巷，距One Nimman步行5分钟',
      },
      province: CHIANG_MAI,
      provinceCode: 'CNX',
      pool: 'yuzen-cnx',
      openTime: '10:00:00',
      closeTime: '21:00:00',
      // Closed on Wednesdays.
      openDays: [0, 1, 2, 4, 5, 6],
      openDate: '2022-12-01',
      closeDate: null,
      spaBeds: 6,
      onsenPlaces: 16,
      productFilters: [
        { id: 'yuzen-nimman-onsen', name: FILTER_ONSEN, tags: ['onsen'] },
        { id: 'yuzen-nimman-massage', name: FILTER_MASSAGE, tags: ['massage'] },
        { id: 'yuzen-nimman-scrub-facial', name: FILTER_SCRUB_FACIAL, tags: ['scrub', 'facial'] },
        { id: 'yuzen-nimman-package', name: FILTER_PACKAGE, tags: ['package'] },
      ],
      products: YUZEN_PRODUCTS,
    },
  ],
  products: yuzenProducts,
};
