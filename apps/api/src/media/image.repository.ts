// Photos in the database (docs/product-rules.md, Photos): written once with their variants, read by id, and what
// the contracts say of one (its size and the variants' widths).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { MadeImage } from './image-variants';

type Db = Kysely<Database> | Transaction<Database>;

export interface ImageInfo {
  id: string;
  width: number;
  height: number;
  /** The variants' widths, smallest first (each in AVIF and WebP). */
  widths: number[];
}

/** Stores the image for the brand; the same photo uploaded again is the image already stored. */
export async function storeImage(db: Kysely<Database>, brandId: string, image: MadeImage): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('images')
      .values({ id: image.id, brand_id: brandId, width: image.width, height: image.height })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return;
    await trx
      .insertInto('image_variants')
      .values(image.variants.map((v) => ({ image_id: image.id, ...v })))
      .execute();
  });
}

/** The brand's images with these ids, with their widths. */
export async function imagesOf(db: Db, brandId: string, ids: readonly string[]): Promise<ImageInfo[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('images as i')
    .innerJoin('image_variants as v', 'v.image_id', 'i.id')
    .select(['i.id', 'i.width', 'i.height', 'v.width as variant_width'])
    .where('i.brand_id', '=', brandId)
    .where('i.id', 'in', ids)
    .where('v.format', '=', 'webp')
    .orderBy('v.width')
    .execute();
  const found = new Map<string, ImageInfo>();
  for (const row of rows) {
    const info = found.get(row.id) ?? { id: row.id, width: row.width, height: row.height, widths: [] };
    info.widths.push(row.variant_width);
    found.set(row.id, info);
  }
  return [...found.values()];
}

/** One variant's bytes, or nothing. */
export async function imageVariant(db: Db, id: string, format: string, width: number) {
  return db
    .selectFrom('image_variants')
    .select(['bytes', 'format'])
    .where('image_id', '=', id)
    .where('format', '=', format as 'avif' | 'webp')
    .where('width', '=', width)
    .executeTakeFirst();
}
