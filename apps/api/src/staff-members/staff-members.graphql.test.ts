// Members at /admin/graphql as the admin app calls them (docs/api.md, Staff API): the search, the member's
// page, the counter top-up answered as the member now is (in baht), and the member's own wallet on the web
// growing at once; no staff session, or a member's, is refused.
import { FindMembersDocument, StaffMemberDocument, TopUpWalletDocument } from '@sabai/graphql/staff';
import { Kind, print, visit, type DocumentNode } from 'graphql';
import { authCookie, DEMO_PASSWORD, GOLD, gql, passwordLogin } from '../../test/auth-client';
import {
  DEMO_STAFF_PASSWORD,
  staffCookie,
  staffGql,
  staffSignIn,
  SUKHUMVIT_DESK,
} from '../../test/staff-client';
import { WALLET_MEMBER } from '../../test/desk-bookings';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const MEMBER = `id first_name tier wallet_balance wallet_activated
  ledger { entries { amount reason method reference note staff_name branch_name } total page page_size }
  points upcoming { id } past { total } courses { name volume_left }`;
const FIND = `query ($q: String!, $b: ID!) { findMembers(query: $q, branch_id: $b) { members { id phone tier } total page page_size } }`;
const ONE = `query ($id: ID!, $b: ID!) { staffMember(id: $id, branch_id: $b) { ${MEMBER} } }`;
const TOP_UP = `mutation ($input: WalletTopUpInput!) { topUpWallet(input: $input) { ${MEMBER} } }`;
const WEB_WALLET = `{ me { wallet { balance } } }`;

describe.each(oneEngine)('members at /admin/graphql on %s', (engine) => {
  let server: TestServer;
  let desk = '';
  let member = '';

  beforeAll(async () => {
    server = await startTestServer(engine);
    desk = staffCookie(
      await staffSignIn(
        server,
        { email: SUKHUMVIT_DESK, password: DEMO_STAFF_PASSWORD },
        { ip: '198.18.8.1' },
      ),
    ).value;
    member = authCookie(await passwordLogin(server, GOLD.phone, DEMO_PASSWORD, { ip: '198.18.8.2' })).value;
  });
  afterAll(() => server.close());

  it('finds the member by phone, opens the page and tops up in baht; the web sees it at once', async () => {
    const found = await staffGql<{ findMembers: { members: { id: string }[]; total: number } }>(
      server,
      FIND,
      { q: GOLD.phone, b: 'yuzen-sukhumvit' },
      { staff: desk },
    );
    expect(found.body.errors).toBeUndefined();
    expect(found.body.data?.findMembers).toMatchObject({ members: [{ id: WALLET_MEMBER }], total: 1 });

    const page = await staffGql<{ staffMember: { wallet_balance: number } }>(
      server,
      ONE,
      { id: WALLET_MEMBER, b: 'yuzen-sukhumvit' },
      { staff: desk },
    );
    expect(page.body.errors).toBeUndefined();
    const before = page.body.data!.staffMember.wallet_balance;
    const webBefore = await gql<{ me: { wallet: { balance: number } } }>(
      server,
      WEB_WALLET,
      {},
      { cookie: member },
    );

    const topUp = await staffGql<{
      topUpWallet: { wallet_balance: number; ledger: { entries: unknown[] } };
    }>(
      server,
      TOP_UP,
      {
        input: {
          member_id: WALLET_MEMBER,
          branch_id: 'yuzen-sukhumvit',
          amount: 500.5,
          method: 'transfer',
          reference: 'KBANK-77',
        },
      },
      { staff: desk },
    );
    expect(topUp.body.errors).toBeUndefined();
    expect(topUp.body.data?.topUpWallet.wallet_balance).toBe(before + 500.5);
    expect(topUp.body.data?.topUpWallet.ledger.entries[0]).toMatchObject({
      amount: 500.5,
      reason: 'top_up',
      method: 'transfer',
      reference: 'KBANK-77',
      note: null,
      staff_name: expect.any(String),
      branch_name: expect.any(String),
    });
    const webAfter = await gql<{ me: { wallet: { balance: number } } }>(
      server,
      WEB_WALLET,
      {},
      { cookie: member },
    );
    expect(webAfter.body.data?.me.wallet.balance).toBe((webBefore.body.data?.me.wallet.balance ?? 0) + 500.5);
  });

  it("answers the admin app's own documents within the request limits", async () => {
    // The admin's documents as urql sends them (with __typename): a deeper answer would be request.tooComplex.
    const withTypename = (document: DocumentNode) =>
      print(
        visit(document, {
          SelectionSet: {
            leave: (node) => ({
              ...node,
              selections: [
                ...node.selections,
                { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
              ],
            }),
          },
        }),
      );
    const page = await staffGql(
      server,
      withTypename(StaffMemberDocument),
      { id: WALLET_MEMBER, branch_id: 'yuzen-sukhumvit' },
      { staff: desk },
    );
    expect(page.body.errors).toBeUndefined();
    const found = await staffGql(
      server,
      withTypename(FindMembersDocument),
      { query: 'ploy', branch_id: 'yuzen-sukhumvit' },
      { staff: desk },
    );
    expect(found.body.errors).toBeUndefined();
    const topUp = await staffGql(
      server,
      withTypename(TopUpWalletDocument),
      { input: { member_id: WALLET_MEMBER, branch_id: 'yuzen-sukhumvit', amount: 1, method: 'cash' } },
      { staff: desk },
    );
    expect(topUp.body.errors).toBeUndefined();
  });

  it('refuses a bad amount with its code, and callers without a staff session', async () => {
    const input = { member_id: WALLET_MEMBER, branch_id: 'yuzen-sukhumvit', amount: 0, method: 'cash' };
    const zero = await staffGql(server, TOP_UP, { input }, { staff: desk });
    expect(zero.code).toBe('request.invalid');
    const tooMuch = await staffGql(
      server,
      TOP_UP,
      { input: { ...input, amount: 100_000.01 } },
      { staff: desk },
    );
    expect(tooMuch.code).toBe('request.invalid');
    const cents = await staffGql(server, TOP_UP, { input: { ...input, amount: 1.234 } }, { staff: desk });
    expect(cents.code).toBe('request.invalid');
    for (const options of [{}, { cookie: member }]) {
      const answer = await staffGql(server, TOP_UP, { input: { ...input, amount: 10 } }, options);
      expect(answer.code).toBe('login.unauthenticated');
      const search = await staffGql(server, FIND, { q: GOLD.phone, b: 'yuzen-sukhumvit' }, options);
      expect(search.code).toBe('login.unauthenticated');
    }
  });
});
