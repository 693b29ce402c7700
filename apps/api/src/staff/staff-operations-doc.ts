// docs/staff-operations.md, rendered from the declared table (staff-operations.ts) and the permission table
// (libs/access): which role may call which staff operation, and how far it reaches. The page is checked
// against this rendering in the tests (staff-operations-doc.test.ts), so it never drifts from the code.
import { PERMISSIONS, type StaffRole } from '@sabai/access';
import { STAFF_OPERATIONS, type StaffRequirement } from './staff-operations';

const ROLES: readonly StaffRole[] = ['branch_staff', 'brand_admin', 'owner'];

function needs(requirement: StaffRequirement): string {
  if (requirement === 'anyone') return 'nothing (null without a staff session)';
  if (requirement === 'signed-in') return 'a staff session';
  return `\`${requirement[1]} · ${requirement[0]}\``;
}

function cell(requirement: StaffRequirement, role: StaffRole | 'none'): string {
  if (requirement === 'anyone') return 'yes';
  if (role === 'none') return '—';
  if (requirement === 'signed-in') return 'yes';
  const reach = PERMISSIONS[role].find(([a, s]) => a === requirement[0] && s === requirement[1])?.[2];
  return reach ?? '—';
}

export function renderStaffOperationsDoc(): string {
  const rows = Object.entries(STAFF_OPERATIONS)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, requirement]) =>
        `| \`${name}\` | ${needs(requirement)} | ${cell(requirement, 'none')} | ${ROLES.map((r) => cell(requirement, r)).join(' | ')} |`,
    );
  return [
    '# Staff operations',
    '',
    'Generated from `apps/api/src/staff/staff-operations.ts` (what each operation of the staff contract needs) and',
    '`libs/access/src/permissions.ts` (docs/access.md, Permission table); do not edit by hand. After changing either,',
    'write it again with `cd apps/api && UPDATE_DOCS=1 npx jest src/staff/staff-operations-doc` (the same test',
    'fails in `npm test` while this page is stale).',
    '',
    'The endpoint `POST /admin/graphql` checks the need before the resolver runs: without a staff session',
    '`login.unauthenticated`, with one whose grants lack the permission `login.notAuthorized`. A cell names the',
    "permission's reach for the role (docs/access.md, Reach); the resolver checks it against the target (the",
    'branch, the booking), so branch staff reach only their branches and a brand admin only their brands.',
    'A cancellation with money back (to the wallet or through the gateway) also needs `booking · refund`, checked by its service.',
    '',
    '| Operation | Needs | guest or member | branch_staff | brand_admin | owner |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
