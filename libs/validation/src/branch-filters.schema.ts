// A branch's menu filters as admin edits them (docs/product-rules.md, Brand and branch settings): each a name in three
// languages and the product tags it shows. Messages are codes.
import * as v from 'valibot';

export const MAX_BRANCH_FILTERS = 12;

const name = (field: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, `${field}.required`), v.maxLength(40, `${field}.tooLong`));

export const branchFiltersInputSchema = v.object({
  branch_id: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'branch_id.required'),
    v.maxLength(64, 'branch_id.invalid'),
  ),
  filters: v.pipe(
    v.array(
      v.object({
        id: v.nullish(
          v.pipe(v.string(), v.trim(), v.minLength(1, 'id.invalid'), v.maxLength(64, 'id.invalid')),
          null,
        ),
        name: v.object({ en: name('name_en'), th: name('name_th'), zh: name('name_zh') }),
        tags: v.pipe(
          v.array(
            v.pipe(
              v.string(),
              v.trim(),
              v.toLowerCase(),
              v.regex(/^[a-z0-9][a-z0-9-]{0,29}$/, 'tags.invalid'),
            ),
          ),
          v.minLength(1, 'tags.required'),
          v.maxLength(10, 'tags.invalid'),
        ),
      }),
    ),
    v.maxLength(MAX_BRANCH_FILTERS, 'filters.tooMany'),
  ),
});

export type BranchFiltersInput = v.InferOutput<typeof branchFiltersInputSchema>;
