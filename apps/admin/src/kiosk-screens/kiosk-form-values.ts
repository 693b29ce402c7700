// The kiosk screens' form as strings (docs/product-rules.md, Kiosk screens), and how it becomes the schema's input.
import type { KioskSettingsFieldsFragment } from '@sabai/graphql/staff';
import { typedWholeOrNull, wholeOrEmpty } from '../forms/typed-values';

export interface AdValues {
  image_id: string | null;
  image: string;
  title: { en: string; th: string; zh: string };
  body: { en: string; th: string; zh: string };
  first_day: string;
  last_day: string;
}

export interface KioskFormValues {
  idle: { default_sec: string; payment_sec: string; confirm_sec: string; show_ad_after_sec: string };
  ads: AdValues[];
}

export function valuesOf(settings: KioskSettingsFieldsFragment): KioskFormValues {
  const { idle } = settings;
  return {
    idle: {
      // Empty is the server's duration.
      default_sec: wholeOrEmpty(idle.default_sec),
      payment_sec: wholeOrEmpty(idle.payment_sec),
      confirm_sec: wholeOrEmpty(idle.confirm_sec),
      show_ad_after_sec: wholeOrEmpty(idle.show_ad_after_sec),
    },
    ads: settings.ads.map((ad) => ({
      image_id: ad.image_id ?? null,
      image: ad.image,
      title: { ...ad.title },
      body: { ...ad.body },
      first_day: ad.first_day ?? '',
      last_day: ad.last_day ?? '',
    })),
  };
}

/** What the schema reads: whole seconds or null, open days as null, a kept ad by its picture. */
export function toInput(values: KioskFormValues) {
  return {
    idle: {
      default_sec: typedWholeOrNull(values.idle.default_sec),
      payment_sec: typedWholeOrNull(values.idle.payment_sec),
      confirm_sec: typedWholeOrNull(values.idle.confirm_sec),
      show_ad_after_sec: typedWholeOrNull(values.idle.show_ad_after_sec),
    },
    ads: values.ads.map((ad) => ({
      image_id: ad.image_id,
      image: ad.image_id ? null : ad.image,
      title: ad.title,
      body: ad.body,
      first_day: ad.first_day || null,
      last_day: ad.last_day || null,
    })),
  };
}
