// The reports' filters (docs/product-rules.md, Reports): a range of days in the branch's calendar, at most a year,
// and optionally one branch. Messages are codes.
import * as v from 'valibot';
import { calendarDateSchema } from './request-input.schema';

/** The longest range a report covers, in days. */
export const MAX_REPORT_DAYS = 366;

const dayCount = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

export const reportInputSchema = v.pipe(
  v.object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    branch_id: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(64, 'branch_id.invalid')), null),
  }),
  v.forward(
    v.check((input) => input.from <= input.to, 'to.beforeFrom'),
    ['to'],
  ),
  v.forward(
    v.check((input) => dayCount(input.from, input.to) <= MAX_REPORT_DAYS, 'to.tooFar'),
    ['to'],
  ),
);

export type ReportInput = v.InferOutput<typeof reportInputSchema>;
