// A brand's kiosk screens in admin (docs/product-rules.md, Kiosk screens): idle durations over the server's defaults,
// and the ads an idle kiosk rotates, each a photo of the brand with its days. One transaction with its audit row,
// announced like every catalogue change, so kiosks read it at their next load.
import { kioskSettingsInputSchema, parseInput, type KioskSettingsInput } from '@sabai/validation';
import { editCatalog } from '../catalog/catalog-changes';
import { inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import type { BrandAd, KioskIdle, KioskIdleOverrides } from '../db/schema';
import { appendAudit } from '../staff/audit.repository';
import { catalogManager } from './catalog-manager';
import { brandImageUrl } from './brand-image';

export interface KioskSettingsData {
  /** The brand's own durations. */
  idle: KioskIdleOverrides;
  /** The server's, which the brand's replace. */
  serverIdle: KioskIdle;
  ads: BrandAd[];
}

async function current(scope: Scope): Promise<KioskSettingsData> {
  const row = await scope.db
    .selectFrom('brands')
    .select(['ads', 'kiosk_idle'])
    .where('id', '=', scope.brand.id)
    .executeTakeFirstOrThrow();
  return { idle: row.kiosk_idle ?? {}, serverIdle: scope.settings.kioskIdle, ads: row.ads };
}

export async function kioskSettings(scope: Scope): Promise<KioskSettingsData> {
  await catalogManager(scope);
  return current(scope);
}

/** The ads as stored: an uploaded photo's largest WebP, or a picture an ad already shows. */
async function storedAds(
  scope: Scope,
  ads: KioskSettingsInput['ads'],
  before: BrandAd[],
): Promise<BrandAd[]> {
  const stored: BrandAd[] = [];
  for (const [i, ad] of ads.entries()) {
    let image: string;
    if (ad.image_id !== null) {
      image = await brandImageUrl(scope.db, scope.brand.id, ad.image_id);
    } else if (ad.image !== null && before.some((b) => b.image === ad.image)) image = ad.image;
    else throw inputRefused([{ field: `ads.${i}.image_id`, message: 'image_id.required' }]);
    stored.push({
      image,
      title: ad.title,
      body: ad.body,
      ...(ad.image_id !== null ? { imageId: ad.image_id } : {}),
      firstDay: ad.first_day,
      lastDay: ad.last_day,
    });
  }
  return stored;
}

export async function updateKioskSettings(scope: Scope, rawInput: unknown): Promise<KioskSettingsData> {
  const parsed = parseInput(kioskSettingsInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const staffId = await catalogManager(scope);
  const before = await current(scope);
  const ads = await storedAds(scope, parsed.value.ads, before.ads);
  const { default_sec, payment_sec, confirm_sec, show_ad_after_sec } = parsed.value.idle;
  // Only what the brand sets is stored: the rest follows the server's, also when that changes.
  const own = {
    defaultSec: default_sec,
    paymentSec: payment_sec,
    confirmSec: confirm_sec,
    showAdAfterSec: show_ad_after_sec,
  };
  const idle: KioskIdleOverrides = Object.fromEntries(
    Object.entries(own).filter(([, value]) => value !== null),
  );
  await editCatalog(scope, async (trx) => {
    await trx
      .updateTable('brands')
      .set({ ads: JSON.stringify(ads), kiosk_idle: JSON.stringify(idle) })
      .where('id', '=', scope.brand.id)
      .execute();
    await appendAudit(trx, {
      staffId,
      ip: scope.client.ip,
      action: 'kiosk_settings',
      subjectType: 'brand',
      subjectId: scope.brand.id,
      brandId: scope.brand.id,
      before,
      after: { idle, ads },
    });
  });
  return current(scope);
}
