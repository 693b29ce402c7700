// A course template as admin edits it (docs/product-rules.md, Courses): a code, names in three languages, the volume
// sold, the set size, the validity in days and the course treatments it covers. Messages are codes.
import * as v from 'valibot';
import { wholeNumber } from './whole-number';

const name = (field: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, `${field}.required`), v.maxLength(120, `${field}.tooLong`));

const id = v.pipe(v.string(), v.trim(), v.minLength(1, 'id.invalid'), v.maxLength(64, 'id.invalid'));

export const courseTemplateInputSchema = v.object({
  id: v.nullish(id, null),
  code: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9][A-Z0-9-]{1,15}$/, 'code.invalid')),
  name: v.object({ en: name('name_en'), th: name('name_th'), zh: name('name_zh') }),
  volume: wholeNumber('volume', 1, 1000),
  treatments_per_set: wholeNumber('treatments_per_set', 1, 10),
  valid_days: wholeNumber('valid_days', 1, 3650),
  items: v.pipe(
    v.array(id),
    v.minLength(1, 'items.required'),
    v.maxLength(20, 'items.tooMany'),
    v.check((items) => new Set(items).size === items.length, 'items.duplicate'),
  ),
});

export type CourseTemplateInput = v.InferOutput<typeof courseTemplateInputSchema>;
