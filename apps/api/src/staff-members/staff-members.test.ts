// Members at the desk (docs/product-rules.md, Members at the desk): the search by phone, e-mail, name and
// scanned QR code, one member's page limited to the request's brand, and the counter top-up: ledger and audit
// row in one transaction (nothing written when anything fails), refusals coded, reach checked at the branch.
import { signMemberQr } from '../auth/member-qr';
import { AppError } from '../core/app-error';
import { systemClock } from '../core/clock';
import { guestPrincipal } from '../core/principal';
import type { DatabaseHandle } from '../db/database';
import { walletOf } from '../wallet/member-funds';
import { aPaidBooking, dayAhead, desk, scopeAs, WALLET_MEMBER } from '../../test/desk-bookings';
import { oneEngine, openTestDatabase } from '../../test/test-database';
import { scopeFor } from '../../test/test-scope';
import { staffMember } from './member-page.service';
import { findMembers } from './member-search.service';
import { topUpWallet } from './wallet-top-up.service';

const BASIC_MEMBER = '6a1f0c52-3f0e-4c55-9d1e-0a6f6d2b1002';
const AT = 'yuzen-sukhumvit';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) =>
      error instanceof AppError
        ? {
            code: error.code,
            ...error.values,
            ...(error.detail.inputProblems ? { problems: error.detail.inputProblems } : {}),
          }
        : error,
  );

describe.each(oneEngine)('members at the desk on %s', (engine) => {
  let database: DatabaseHandle;
  const deskScope = () => scopeAs(database, desk.sukhumvit);
  const ids = async (query: string) =>
    (await findMembers(await deskScope(), { query, branch_id: AT })).members.map((m) => m.id);

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  /** What a top-up may write, to compare before and after. */
  const snapshot = async (userId: string) => ({
    ledger: await database.db
      .selectFrom('wallet_ledger')
      .select(['amount_satang', 'reason', 'method', 'reference', 'note', 'staff_id', 'branch_id'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    audit: await database.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id', 'branch_id', 'brand_id', 'before', 'after'])
      .where('subject_id', '=', userId)
      .orderBy('at')
      .execute(),
    wallet: await walletOf(database.db, userId),
  });

  describe('search', () => {
    it.each([
      ['a phone', '0812345678', [WALLET_MEMBER]],
      ['part of a phone as typed', '081-234', [WALLET_MEMBER]],
      ['a phone with the country code', '+66 81 234 5678', [WALLET_MEMBER]],
      ['an e-mail in any case', 'GOLD@Example.com', [WALLET_MEMBER]],
      ['part of a first name', 'plo', [WALLET_MEMBER]],
      ['a last name in any case', 'CHAIYAPORN', [BASIC_MEMBER]],
      ['a full name', 'Ploy Suksawat', [WALLET_MEMBER]],
      ['what every demo e-mail holds', '@example.com', [WALLET_MEMBER, BASIC_MEMBER].sort()],
      ['a wildcard typed as a letter', '%%', []],
    ])('finds by %s', async (_, query, expected) => {
      expect((await ids(query)).sort()).toEqual(expected);
    });

    it('pages and sorts, and never answers a password hash', async () => {
      const scope = await deskScope();
      const first = await findMembers(scope, {
        query: 'example.com',
        branch_id: AT,
        page_size: 1,
        sort: 'name',
        descending: true,
      });
      expect(first.total).toBe(2);
      expect(first.members.map((m) => m.first_name)).toEqual(['Ploy']);
      const second = await findMembers(scope, { query: 'example.com', branch_id: AT, page: 2, page_size: 1 });
      expect(second.members.map((m) => m.first_name)).toEqual(['Ploy']);
      expect(JSON.stringify([first, second])).not.toMatch(/password|hash/);
    });

    it('finds the member a scanned QR code names, once, and refuses a forged, expired or used one', async () => {
      const scope = await deskScope();
      const now = Math.floor(Date.now() / 1000);
      const qr = await signMemberQr(scope.authSettings.secret, BASIC_MEMBER, now);
      // The scope's secret: a test scope draws its own when AUTH_SECRET is not set.
      const found = await findMembers(scope, { query: qr.token, branch_id: AT });
      expect(found.members.map((m) => m.id)).toEqual([BASIC_MEMBER]);
      // Used up as a kiosk's login uses it: a photographed code does not open the member again.
      expect(await refusal(findMembers(scope, { query: qr.token, branch_id: AT }))).toEqual({
        code: 'member.qrInvalid',
      });
      const expired = await signMemberQr(scope.authSettings.secret, BASIC_MEMBER, now - 120);
      const forged = await signMemberQr('not-the-secret-not-the-secret-not-the-secret', BASIC_MEMBER, now);
      for (const token of [expired.token, forged.token])
        expect(await refusal(findMembers(scope, { query: token, branch_id: AT }))).toEqual({
          code: 'member.qrInvalid',
        });
    });

    it('asks the permission at the desk branch of the request brand', async () => {
      const asOf = (principal: Parameters<typeof scopeAs>[1], branch: string) =>
        scopeAs(database, principal).then((scope) =>
          refusal(findMembers(scope, { query: 'ploy', branch_id: branch })),
        );
      expect(await asOf(desk.sukhumvit, 'yuzen-ratchada')).toEqual({ code: 'login.notAuthorized' });
      expect(await asOf(desk.otherBrandAdmin, AT)).toEqual({ code: 'login.notAuthorized' });
      // A branch of another brand is not there for this host (docs/product-rules.md, Brands and hosts).
      expect(await asOf(desk.owner, 'baansabai-silom')).toEqual({
        code: 'branch.notFound',
        branch: 'baansabai-silom',
      });
      expect(await asOf(guestPrincipal, AT)).toEqual({ code: 'login.unauthenticated' });
      expect(await asOf({ kind: 'member', userId: WALLET_MEMBER } as never, AT)).toEqual({
        code: 'login.unauthenticated',
      });
      expect(await asOf(desk.yuzenAdmin, 'yuzen-ratchada')).toBeNull();
    });
  });

  describe("a member's page", () => {
    it("shows the brand's bookings only, the wallet and the points", async () => {
      const yuzen = await aPaidBooking(database, { date: dayAhead(5), time: '11:00', userId: BASIC_MEMBER });
      const page = await staffMember(await deskScope(), { id: BASIC_MEMBER, branch_id: AT });
      expect(page.member).toMatchObject({ first_name: 'Niran', phone: '0898765432' });
      expect(page.upcoming.map((b) => b.id)).toEqual([yuzen.id]);
      expect(JSON.stringify(page)).not.toMatch(/password|hash/);
      // The same member at the other brand's host: no Yuzen booking there.
      const baan = await scopeFor(database, {
        clock: systemClock,
        host: '127.0.0.1',
        principal: { kind: 'staff', staffId: desk.owner.staffId, grants: desk.owner.grants },
      });
      const there = await staffMember(baan, { id: BASIC_MEMBER, branch_id: 'baansabai-silom' });
      expect(there.upcoming).toEqual([]);
      expect(there.wallet.balanceSatang).toBe(page.wallet.balanceSatang);
    });

    it('answers member.notFound for an unknown member', async () => {
      expect(
        await refusal(
          staffMember(await deskScope(), { id: '00000000-0000-4000-8000-000000000000', branch_id: AT }),
        ),
      ).toEqual({ code: 'member.notFound' });
    });
  });

  describe('counter top-up', () => {
    it('writes the ledger row and its audit row, and the balance grows at once', async () => {
      const before = await snapshot(BASIC_MEMBER);
      await topUpWallet(await deskScope(), {
        member_id: BASIC_MEMBER,
        branch_id: AT,
        amount: 50_000,
        method: 'card',
        reference: 'SLIP-0042',
        reason: 'Birthday gift',
      });
      const after = await snapshot(BASIC_MEMBER);
      expect(after.wallet).toEqual({
        balanceSatang: before.wallet.balanceSatang + 50_000,
        isActivated: true,
      });
      expect(after.ledger.slice(before.ledger.length)).toEqual([
        {
          amount_satang: 50_000,
          reason: 'top_up',
          method: 'card',
          reference: 'SLIP-0042',
          note: 'Birthday gift',
          staff_id: desk.sukhumvit.staffId,
          branch_id: AT,
        },
      ]);
      expect(after.audit.slice(before.audit.length)).toEqual([
        expect.objectContaining({
          action: 'top_up',
          staff_id: desk.sukhumvit.staffId,
          brand_id: 'yuzen',
          branch_id: AT,
          before: { balanceSatang: before.wallet.balanceSatang, activated: before.wallet.isActivated },
          after: expect.objectContaining({
            balanceSatang: before.wallet.balanceSatang + 50_000,
            amountSatang: 50_000,
            method: 'card',
          }),
        }),
      ]);
      const page = await staffMember(await deskScope(), { id: BASIC_MEMBER, branch_id: AT });
      expect(page.wallet.ledger.rows[0]).toMatchObject({
        amount_satang: 50_000,
        method: 'card',
        staff_name: expect.any(String),
      });
    });

    it('writes nothing when the transaction fails after the ledger row', async () => {
      const before = await snapshot(WALLET_MEMBER);
      const failing = topUpWallet(
        await deskScope(),
        { member_id: WALLET_MEMBER, branch_id: AT, amount: 10_000, method: 'cash' },
        { afterLedger: () => Promise.reject(new Error('injected')) },
      );
      await expect(failing).rejects.toThrow('injected');
      expect(await snapshot(WALLET_MEMBER)).toEqual(before);
    });

    it.each([
      [{ amount: 0 }, 'amount', 'amount.tooSmall'],
      [{ amount: -5_000 }, 'amount', 'amount.tooSmall'],
      [{ amount: 10_000_001 }, 'amount', 'amount.tooLarge'],
      [{ method: 'transfer' }, 'reference', 'reference.required'],
      [{ method: 'voucher' }, 'method', 'method.invalid'],
    ])('refuses %j with its code and writes nothing', async (over, field, message) => {
      const before = await snapshot(WALLET_MEMBER);
      const input = { member_id: WALLET_MEMBER, branch_id: AT, amount: 10_000, method: 'cash', ...over };
      expect(await refusal(topUpWallet(await deskScope(), input))).toEqual({
        code: 'request.invalid',
        field,
        problems: [{ field, message }],
      });
      expect(await snapshot(WALLET_MEMBER)).toEqual(before);
    });

    it('refuses outside the reach, without a staff session and for an unknown member, writing nothing', async () => {
      const before = await snapshot(WALLET_MEMBER);
      const input = (branch: string, member = WALLET_MEMBER) => ({
        member_id: member,
        branch_id: branch,
        amount: 10_000,
        method: 'cash',
      });
      const as = async (principal: Parameters<typeof scopeAs>[1], branch: string, member?: string) =>
        refusal(topUpWallet(await scopeAs(database, principal), input(branch, member)));
      expect(await as(desk.ratchada, AT)).toEqual({ code: 'login.notAuthorized' });
      expect(await as(desk.otherBrandAdmin, AT)).toEqual({ code: 'login.notAuthorized' });
      expect(await as(guestPrincipal, AT)).toEqual({ code: 'login.unauthenticated' });
      expect(await as({ kind: 'member', userId: WALLET_MEMBER } as never, AT)).toEqual({
        code: 'login.unauthenticated',
      });
      expect(await as(desk.sukhumvit, AT, '00000000-0000-4000-8000-000000000000')).toEqual({
        code: 'member.notFound',
      });
      expect(await snapshot(WALLET_MEMBER)).toEqual(before);
    });

    it('tops up a wallet never used and activates it', async () => {
      const { id } = await database.db
        .insertInto('users')
        .values({
          id: '00000000-0000-4000-8000-0000000000aa',
          prefix: 'Miss',
          first_name: 'Malee',
          last_name: 'Counter',
          phone: '0891112222',
          email: 'malee@example.com',
          password_hash: 'x',
          gender: null,
          birthdate: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(await walletOf(database.db, id)).toEqual({ balanceSatang: 0, isActivated: false });
      await topUpWallet(await scopeAs(database, desk.yuzenAdmin), {
        member_id: id,
        branch_id: 'yuzen-ratchada',
        amount: 123_456,
        method: 'cash',
      });
      expect(await walletOf(database.db, id)).toEqual({ balanceSatang: 123_456, isActivated: true });
    });
  });
});
