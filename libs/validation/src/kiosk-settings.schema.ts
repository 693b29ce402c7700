// A brand's kiosk screens as admin edits them (docs/product-rules.md, Kiosk screens): how long each kind of page may
// stay unattended, and the ads an idle kiosk shows, each a photo the brand uploaded with a title and a line in the
// three languages and the days it runs. Messages are codes.
import * as v from 'valibot';
import { calendarDateSchema } from './request-input.schema';

export const MAX_KIOSK_ADS = 10;

/** The brand's own duration, or null for the server's. */
const seconds = (field: string, min: number, max: number) =>
  v.nullish(
    v.pipe(
      v.number(`${field}.invalid`),
      v.integer(`${field}.invalid`),
      v.minValue(min, `${field}.tooShort`),
      v.maxValue(max, `${field}.tooLong`),
    ),
    null,
  );

const title = (field: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, `${field}.required`), v.maxLength(80, `${field}.tooLong`));
const line = (field: string) => v.pipe(v.string(), v.trim(), v.maxLength(200, `${field}.tooLong`));

const adSchema = v.pipe(
  v.object({
    // An uploaded photo; or, for an ad kept as it was, the picture it already shows (the server checks it does).
    image_id: v.nullish(v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'image_id.invalid')), null),
    image: v.nullish(v.pipe(v.string(), v.maxLength(300, 'image.invalid')), null),
    title: v.object({ en: title('title_en'), th: title('title_th'), zh: title('title_zh') }),
    body: v.object({ en: line('body_en'), th: line('body_th'), zh: line('body_zh') }),
    first_day: v.nullish(calendarDateSchema, null),
    last_day: v.nullish(calendarDateSchema, null),
  }),
  v.forward(
    v.check((ad) => !ad.first_day || !ad.last_day || ad.first_day <= ad.last_day, 'last_day.beforeFirst'),
    ['last_day'],
  ),
);

export const kioskSettingsInputSchema = v.object({
  idle: v.object({
    default_sec: seconds('default_sec', 30, 600),
    payment_sec: seconds('payment_sec', 60, 900),
    confirm_sec: seconds('confirm_sec', 10, 300),
    show_ad_after_sec: seconds('show_ad_after_sec', 15, 600),
  }),
  ads: v.pipe(v.array(adSchema, 'ads.invalid'), v.maxLength(MAX_KIOSK_ADS, 'ads.tooMany')),
});

export type KioskSettingsInput = v.InferOutput<typeof kioskSettingsInputSchema>;
