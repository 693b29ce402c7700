// The demo brands' legal entities, the sellers on their tax invoices (docs/product-rules.md, VAT).
import type { SeedBrand } from './seed-types';

type Legal = NonNullable<SeedBrand['legal']>;

export const YUZEN_LEGAL: Legal = {
  name: { th: 'บริษัท ยูเซ็น ออนเซ็น จำกัด', en: 'Yuzen Onsen Co., Ltd.' },
  address: {
    th: '88 ซอยสุขุมวิท 39 แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพมหานคร 10110',
    en: '88 Soi Sukhumvit 39, Khlong Tan Nuea, Watthana, Bangkok 10110',
  },
  taxId: '0105559000123',
  branch: '00000',
};

export const BAANSABAI_LEGAL: Legal = {
  name: { th: 'บริษัท บ้านสบาย เดย์สปา จำกัด', en: 'Baan Sabai Day Spa Co., Ltd.' },
  address: {
    th: '12 ถนนสีลม แขวงสุริยวงศ์ เขตบางรัก กรุงเทพมหานคร 10500',
    en: '12 Silom Road, Suriyawong, Bang Rak, Bangkok 10500',
  },
  taxId: '0105561000348',
  branch: '00000',
};
