// Messages for the error codes of the catalogue in admin (docs/product-rules.md, The catalogue in admin, Photos,
// Brands and hosts), part of errorMessages (error-messages.ts). The /*i18n*/ marks let `lingui extract` collect them.
import type { MessageDescriptor } from '@lingui/core';

export const catalogErrorMessages = {
  'product.notFound': /*i18n*/ { id: 'error.product.notFound', message: 'Product not found' },
  // A brand's host names (docs/product-rules.md, Brands and hosts).
  'brandHost.taken': /*i18n*/ {
    id: 'error.brandHost.taken',
    message: 'The host name {host} is already in use',
  },
  'brandHost.notFound': /*i18n*/ { id: 'error.brandHost.notFound', message: 'Host name not found' },
  'brandHost.last': /*i18n*/ {
    id: 'error.brandHost.last',
    message: 'A brand keeps at least one host name',
  },
  'brandHost.inUse': /*i18n*/ {
    id: 'error.brandHost.inUse',
    message: 'You are using {host} now: take it away from another host name',
  },
  // Photos uploaded in admin (docs/product-rules.md, Photos).
  'image.unsupported': /*i18n*/ {
    id: 'error.image.unsupported',
    message: 'The file is not a photo we can read: use JPEG, PNG, WebP, AVIF or HEIC',
  },
  'image.tooLarge': /*i18n*/ {
    id: 'error.image.tooLarge',
    message: 'The photo is larger than {megabytes} MB',
  },
  'image.tooManyPixels': /*i18n*/ {
    id: 'error.image.tooManyPixels',
    message: 'The photo has more than 40 megapixels',
  },
  'image.tooSmall': /*i18n*/ {
    id: 'error.image.tooSmall',
    message: 'The photo is smaller than {width} × {height} pixels',
  },
  'image.notFound': /*i18n*/ { id: 'error.image.notFound', message: 'Photo not found' },
  'product.codeTaken': /*i18n*/ {
    id: 'error.product.codeTaken',
    message: 'Another product of the brand has the code {productCode}',
  },
  'product.bundleInvalid': /*i18n*/ {
    id: 'error.product.bundleInvalid',
    message: 'The package breaks the onsen rules',
  },
  'promotion.codeTaken': /*i18n*/ {
    id: 'error.promotion.codeTaken',
    message: 'The code {promo} is already used by another brand. Please choose another.',
  },
} satisfies Record<string, MessageDescriptor>;
