// A legal text's new version as admin publishes it (docs/product-rules.md, Legal texts): the rule and its text in
// the three languages, paragraphs separated by blank lines. Messages are codes.
import * as v from 'valibot';

const body = (field: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, `${field}.required`), v.maxLength(20_000, `${field}.tooLong`));

export const legalTextInputSchema = v.object({
  rule: v.picklist(['terms', 'privacy', 'cookies'], 'rule.invalid'),
  body: v.object({ en: body('body_en'), th: body('body_th'), zh: body('body_zh') }),
});

export type LegalTextInput = v.InferOutput<typeof legalTextInputSchema>;
