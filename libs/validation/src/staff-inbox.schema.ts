// The desk's group requests inbox and the audit log screen (docs/product-rules.md, Group requests;
// docs/access.md, How the server guards): the list filters, a status move with its note, the audit filter.
// Messages are codes; the server and the admin app translate them.
import * as v from 'valibot';
import { calendarDateSchema } from './request-input.schema';
import { isStorableText } from './storable-text';

export const GROUP_REQUEST_STATUSES = ['new', 'contacted', 'booked', 'declined'] as const;
export type GroupRequestStatus = (typeof GROUP_REQUEST_STATUSES)[number];
/** The statuses the desk sets by hand: `booked` comes only with the staff booking made from the request. */
export const SETTABLE_REQUEST_STATUSES = ['new', 'contacted', 'declined'] as const;
export const GROUP_REQUEST_ORDERS = ['asked', 'party_date', 'guests', 'contact', 'status'] as const;
export type GroupRequestOrder = (typeof GROUP_REQUEST_ORDERS)[number];
export const NOTE_MAX_LENGTH = 1000;
export const MAX_PAGE_SIZE = 100;

const idSchema = (field: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, `${field}.required`), v.maxLength(64, `${field}.invalid`));

/** A page number from 1; a null (an explicit null in GraphQL) reads as the first. */
const pageSchema = v.pipe(
  v.nullish(v.number(), 1),
  v.integer('page.invalid'),
  v.minValue(1, 'page.invalid'),
  v.maxValue(100_000, 'page.invalid'),
);
const pageSizeSchema = (fallback: number) =>
  v.pipe(
    v.nullish(v.number(), fallback),
    v.integer('page_size.invalid'),
    v.minValue(1, 'page_size.invalid'),
    v.maxValue(MAX_PAGE_SIZE, 'page_size.invalid'),
  );

export const groupRequestsInputSchema = v.object({
  status: v.nullish(v.picklist(GROUP_REQUEST_STATUSES, 'status.invalid')),
  branch_id: v.nullish(idSchema('branch_id')),
  order: v.nullish(v.picklist(GROUP_REQUEST_ORDERS, 'order.invalid'), 'asked'),
  descending: v.nullish(v.boolean(), true),
  page: pageSchema,
  page_size: pageSizeSchema(25),
});

/** A staff note on a request: trimmed, 1 to 1,000 characters, text the database can hold. */
export const requestNoteSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'note.required'),
  v.maxLength(NOTE_MAX_LENGTH, 'note.tooLong'),
  v.check(isStorableText, 'text.unstorable'),
);

export const updateGroupRequestInputSchema = v.object({
  id: idSchema('id'),
  status: v.picklist(SETTABLE_REQUEST_STATUSES, 'status.invalid'),
  note: v.nullish(requestNoteSchema),
});

/** The note form of the admin app. */
export const requestNoteFormSchema = v.object({ note: requestNoteSchema });

const optionalText = (field: string, max: number) =>
  v.nullish(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max, `${field}.tooLong`),
      v.check(isStorableText, 'text.unstorable'),
      v.transform((text) => (text === '' ? null : text)),
    ),
  );

const optionalDate = v.nullish(v.union([v.literal(''), calendarDateSchema], 'date.invalid'));

export const auditFilterSchema = v.pipe(
  v.object({
    branch_id: optionalText('branch_id', 64),
    staff_id: optionalText('staff_id', 64),
    staff: optionalText('staff', 100),
    action: optionalText('action', 64),
    subject_type: optionalText('subject_type', 64),
    subject_id: optionalText('subject_id', 64),
    from: v.pipe(
      optionalDate,
      v.transform((d) => d || null),
    ),
    to: v.pipe(
      optionalDate,
      v.transform((d) => d || null),
    ),
    oldest_first: v.nullish(v.boolean(), false),
  }),
  v.forward(
    v.check((f) => !f.from || !f.to || f.from <= f.to, 'to.beforeFrom'),
    ['to'],
  ),
);

export const auditLogInputSchema = v.object({
  filter: v.nullish(auditFilterSchema, {}),
  page: pageSchema,
  page_size: pageSizeSchema(50),
});

export type GroupRequestsInput = v.InferOutput<typeof groupRequestsInputSchema>;
export type UpdateGroupRequestInput = v.InferOutput<typeof updateGroupRequestInputSchema>;
export type AuditFilterInput = v.InferOutput<typeof auditFilterSchema>;
export type AuditLogInput = v.InferOutput<typeof auditLogInputSchema>;
