// A photo that an admin form names by id (docs/product-rules.md, Photos): it must be one the brand uploaded.
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../core/app-error';
import type { Database } from '../db/schema';
import { imagesOf } from '../media/image.repository';
import { imageWidths } from '../media/image-widths';

type Db = Kysely<Database> | Transaction<Database>;

/** The id when it names one of the brand's photos (image.notFound otherwise); null stays null. */
export async function brandImage(db: Db, brandId: string, id: string | null) {
  if (id === null) return null;
  if ((await imagesOf(db, brandId, [id])).length === 0) throw new AppError('image.notFound');
  return id;
}

/**
 * The address of the brand's photo at its largest width, in WebP (which every browser the apps support shows),
 * for a place that takes one picture rather than a srcset: a kiosk ad, a logo.
 */
export async function brandImageUrl(db: Db, brandId: string, id: string): Promise<string> {
  const [info] = await imagesOf(db, brandId, [id]);
  if (!info) throw new AppError('image.notFound');
  return `/media/${id}/${imageWidths(info.width).at(-1)}.webp`;
}
