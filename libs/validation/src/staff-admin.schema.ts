// Staff accounts as owners and brand admins manage them (docs/access.md, Staff management): a name, an e-mail and
// a first password for a new account, and one role in the brand (brand admin, or branch staff at a branch). Messages
// are codes.
import * as v from 'valibot';
import { emailSchema } from './contact.schema';
import { passwordSchema } from './password';

export const STAFF_ROLES_IN_BRAND = ['brand_admin', 'branch_staff'] as const;

const roleFields = {
  role: v.picklist(STAFF_ROLES_IN_BRAND, 'role.invalid'),
  branch_id: v.nullish(
    v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64, 'branch_id.invalid')),
    null,
  ),
};

// Branch staff work at a branch; a brand admin's reach is the brand.
const branchFitsRole = (input: { role: string; branch_id: string | null }) =>
  input.role === 'branch_staff' ? input.branch_id !== null : input.branch_id === null;

export const staffAccountInputSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.minLength(1, 'name.required'), v.maxLength(80, 'name.tooLong')),
    email: emailSchema,
    password: passwordSchema,
    ...roleFields,
  }),
  v.forward(
    v.check((input) => branchFitsRole(input), 'branch_id.required'),
    ['branch_id'],
  ),
);

export const staffRoleInputSchema = v.pipe(
  v.object({ staff_id: v.pipe(v.string(), v.trim(), v.uuid('staff_id.invalid')), ...roleFields }),
  v.forward(
    v.check((input) => branchFitsRole(input), 'branch_id.required'),
    ['branch_id'],
  ),
);

export const staffIdInputSchema = v.object({
  staff_id: v.pipe(v.string(), v.trim(), v.uuid('staff_id.invalid')),
});

export type StaffAccountInput = v.InferOutput<typeof staffAccountInputSchema>;
export type StaffRoleInput = v.InferOutput<typeof staffRoleInputSchema>;
