// Photos over HTTP (docs/api.md, Photos): a brand admin uploads one as JSON (the CSRF guard's rule for every
// state-changing call; the photo as base64), and anyone reads its variants at /media/<id>/<width>.<format>,
// cached for a year: the id is the photo's hash, so a URL never shows other bytes.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { parseBody } from '../auth/rest-answer';
import { catalogManager } from '../catalog-admin/catalog-manager';
import { AppError } from '../core/app-error';
import type { FeatureDeps } from '../core/feature';
import { imageVariant, storeImage } from './image.repository';
import { makeImage, MAX_IMAGE_BYTES } from './image-variants';
import { imageWidths } from './image-widths';

/** Base64 is 4 characters for every 3 bytes; a little room for the JSON around it. */
const UPLOAD_BODY_LIMIT = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4096;
const uploadSchema = v.object({
  data: v.pipe(
    v.string(),
    v.maxLength(UPLOAD_BODY_LIMIT, 'data.tooLong'),
    v.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'data.invalid'),
  ),
});
const VARIANT = /^([0-9a-f]{32})$/;
const FILE = /^(\d{1,5})\.(avif|webp)$/;

export function registerMediaRoutes(app: FastifyInstance, deps: FeatureDeps): void {
  app.post('/api/admin/images', { bodyLimit: UPLOAD_BODY_LIMIT }, async (req) => {
    const scope = await deps.staffScopeOf(req);
    // As at /admin/graphql: no staff session is a sign-in to make, a session without the permission a refusal.
    if ((await scope.principal()).kind !== 'staff') throw new AppError('login.unauthenticated');
    await catalogManager(scope);
    const { data } = parseBody(uploadSchema, req.body);
    const image = await makeImage(Buffer.from(data, 'base64'));
    await storeImage(scope.db, scope.brand.id, image);
    // The largest WebP variant, for the form's preview and for places that take one picture.
    const src = `/media/${image.id}/${imageWidths(image.width).at(-1)}.webp`;
    return { id: image.id, width: image.width, height: image.height, src };
  });

  app.get<{ Params: { id: string; file: string } }>('/media/:id/:file', async (req, reply) => {
    const id = VARIANT.exec(req.params.id)?.[1];
    const file = FILE.exec(req.params.file);
    const variant =
      id && file ? await imageVariant(deps.db, id, file[2] as string, Number(file[1])) : undefined;
    if (!variant) return reply.code(404).header('cache-control', 'no-store').send();
    return reply
      .header('content-type', `image/${variant.format}`)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(variant.bytes);
  });
}
