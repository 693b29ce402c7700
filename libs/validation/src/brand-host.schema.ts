// A brand's host name as admin adds it (docs/product-rules.md, Brands and hosts): a DNS name without scheme, port or
// path, in lower case, as the Host header names it. Messages are codes.
import * as v from 'valibot';

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';

export const brandHostSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.minLength(1, 'host.required'),
  v.maxLength(253, 'host.invalid'),
  v.regex(new RegExp(`^${LABEL}(?:\\.${LABEL})*$`), 'host.invalid'),
);

export const brandHostInputSchema = v.object({ host: brandHostSchema });
