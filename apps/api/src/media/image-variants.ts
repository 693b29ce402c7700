// A photo's variants (docs/product-rules.md, Photos): the upload is judged by its content, not its name or the type
// the browser claims (JPEG, PNG, WebP, AVIF or HEIC; at most 8 MB and 40 megapixels; at least 320 × 200), turned
// upright by its EXIF orientation, stripped of its metadata (a phone's photo carries where it was taken), and
// made once into AVIF and WebP at a few widths for `srcset`.
import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';
import { AppError } from '../core/app-error';
import { imageWidths } from './image-widths';

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MIN_IMAGE_WIDTH = 320;
export const MIN_IMAGE_HEIGHT = 200;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'avif', 'heif']);

export interface ImageVariant {
  format: 'avif' | 'webp';
  width: number;
  height: number;
  bytes: Buffer;
}

export interface MadeImage {
  /** The upload's hash: the same photo uploaded twice is one image. */
  id: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** The upright size of the photo, or why it is refused. */
async function acceptedSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  if (bytes.length === 0) throw new AppError('image.unsupported');
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new AppError('image.tooLarge', { megabytes: MAX_IMAGE_BYTES / 1024 / 1024 });
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('image.unsupported');
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height)
    throw new AppError('image.unsupported');
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new AppError('image.tooManyPixels');
  // Orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const size = turned
    ? { width: meta.height, height: meta.width }
    : { width: meta.width, height: meta.height };
  if (size.width < MIN_IMAGE_WIDTH || size.height < MIN_IMAGE_HEIGHT)
    throw new AppError('image.tooSmall', { width: MIN_IMAGE_WIDTH, height: MIN_IMAGE_HEIGHT });
  return size;
}

/** sharp (libvips) is loaded at the first upload: most starts of the server never need it. */
async function loadSharp() {
  return (await import('sharp')).default;
}

export async function makeImage(bytes: Buffer): Promise<MadeImage> {
  const { width, height } = await acceptedSize(bytes);
  const sharp = await loadSharp();
  const variants: ImageVariant[] = [];
  for (const target of imageWidths(width)) {
    // One decode per width; `failOn: 'error'` refuses a file broken inside although its header read well.
    const upright = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: target, withoutEnlargement: true });
    for (const format of ['avif', 'webp'] as const) {
      const encoded =
        format === 'avif'
          ? upright.clone().avif({ quality: 55, effort: 3 })
          : upright.clone().webp({ quality: 78 });
      try {
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        variants.push({ format, width: info.width, height: info.height, bytes: data });
      } catch {
        throw new AppError('image.unsupported');
      }
    }
  }
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 32), width, height, variants };
}
