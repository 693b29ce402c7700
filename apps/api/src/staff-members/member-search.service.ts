// findMembers (docs/product-rules.md, Members at the desk): members whose phone, e-mail or name holds the
// query, any case, a page at a time; or, for a scanned member QR code (a handheld scanner types it into the
// same field), the member it names, verified and used up exactly as a kiosk's login does (auth/member-qr.ts):
// a forged, expired or already used code is member.qrInvalid, never a guess.
import { findMembersInputSchema, parseInput, type MemberSort } from '@sabai/validation';
import { sql } from 'kysely';
import { exchangeMemberQr } from '../auth/member-qr';
import { AppError, inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import { deskBranchFor, MEMBER_COLUMNS, type DeskMemberRow } from './member-desk';

export interface MemberPageData {
  members: DeskMemberRow[];
  total: number;
  page: number;
  pageSize: number;
}

// Three base64url parts: the member area's QR code holds its JWT as it is.
const QR_TOKEN = /^[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}$/;

/** `%` and `_` typed by the staff are letters, not wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A phone as typed ("081-234 5678", "+66 81 234 5678") as the digits stored (0XXXXXXXXX). */
function phoneDigits(query: string): string | null {
  const compact = query.replace(/[\s\-().]/g, '');
  if (!/^\+?\d{3,}$/.test(compact)) return null;
  return compact.replace(/^\+?66/, '0');
}

const ORDER: Record<MemberSort, readonly ('u.first_name' | 'u.last_name' | 'u.phone' | 'u.member_since')[]> =
  {
    name: ['u.first_name', 'u.last_name'],
    phone: ['u.phone'],
    member_since: ['u.member_since'],
  };

export async function findMembers(scope: Scope, rawInput: unknown): Promise<MemberPageData> {
  const parsed = parseInput(findMembersInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const { query, branch_id: branchId, page, page_size: pageSize, sort, descending } = parsed.value;
  await deskBranchFor(scope, branchId, ['read', 'member_account']);

  const base = scope.db.selectFrom('users as u').innerJoin('tiers as t', 't.id', 'u.tier_id');
  if (QR_TOKEN.test(query)) {
    const user = await exchangeMemberQr(scope.db, scope.authSettings.secret, query);
    if (!user) throw new AppError('member.qrInvalid');
    const members = await base.select(MEMBER_COLUMNS).where('u.id', '=', user.id).execute();
    return { members, total: members.length, page: 1, pageSize };
  }

  const digits = phoneDigits(query);
  const pattern = likeText(query.toLowerCase());
  const matching = base.where((eb) =>
    digits
      ? eb('u.phone', 'like', likeText(digits))
      : eb.or([
          eb('u.email', 'like', pattern),
          eb(sql<string>`lower(u.first_name)`, 'like', pattern),
          eb(sql<string>`lower(u.last_name)`, 'like', pattern),
          eb(sql<string>`lower(u.first_name || ' ' || u.last_name)`, 'like', pattern),
        ]),
  );
  const direction = descending ? 'desc' : 'asc';
  let select = matching.select(MEMBER_COLUMNS);
  for (const column of ORDER[sort]) select = select.orderBy(column, direction);
  const [members, count] = await Promise.all([
    select
      .orderBy('u.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    matching.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { members, total: Number(count.n), page, pageSize };
}
