import {
  findMembersInputSchema,
  staffMemberInputSchema,
  walletTopUpFormSchema,
  walletTopUpInputSchema,
} from './member-desk.schema';
import { parseInput } from './parse-input';

const MEMBER = '6a1f0c52-3f0e-4c55-9d1e-0a6f6d2b1001';
const topUp = (over: Record<string, unknown> = {}) => ({
  member_id: MEMBER,
  branch_id: 'yuzen-sukhumvit',
  amount: 50_000,
  method: 'cash',
  ...over,
});
const problem = (result: ReturnType<typeof parseInput>) => (result.ok ? null : result.problems[0]);

describe('member search and page', () => {
  it('trims the query and pages by 20 unless told', () => {
    expect(parseInput(findMembersInputSchema, { query: ' 0812 ', branch_id: 'b' })).toEqual({
      ok: true,
      value: { query: '0812', branch_id: 'b', page: 1, page_size: 20, sort: 'name', descending: false },
    });
  });

  it.each([
    [
      { query: 'a', branch_id: 'b' },
      { field: 'query', message: 'query.tooShort' },
    ],
    [
      { query: 'ab', branch_id: '' },
      { field: 'branch_id', message: 'branch_id.required' },
    ],
    [
      { query: 'ab', branch_id: 'b', page: 0 },
      { field: 'page', message: 'page.invalid' },
    ],
    [
      { query: 'ab', branch_id: 'b', page_size: 101 },
      { field: 'page_size', message: 'page_size.invalid' },
    ],
    [
      { query: 'ab', branch_id: 'b', sort: 'password' },
      { field: 'sort', message: 'sort.invalid' },
    ],
  ])('refuses %j', (input, expected) => {
    expect(problem(parseInput(findMembersInputSchema, input))).toEqual(expected);
  });

  it('opens a member by uuid only', () => {
    expect(problem(parseInput(staffMemberInputSchema, { id: 'x', branch_id: 'b' }))).toEqual({
      field: 'id',
      message: 'id.invalid',
    });
    expect(parseInput(staffMemberInputSchema, { id: MEMBER, branch_id: 'b' }).ok).toBe(true);
  });
});

describe('counter top-up', () => {
  it('takes cash without a reference, and empty texts as none', () => {
    expect(parseInput(walletTopUpInputSchema, topUp({ reference: ' ', reason: ' gift ' }))).toEqual({
      ok: true,
      value: { ...topUp(), reference: null, reason: 'gift' },
    });
  });

  it.each([
    [{ amount: 0 }, 'amount', 'amount.tooSmall'],
    [{ amount: -100 }, 'amount', 'amount.tooSmall'],
    [{ amount: 10_000_001 }, 'amount', 'amount.tooLarge'],
    [{ amount: 12.5 }, 'amount', 'amount.invalid'],
    [{ method: 'cheque' }, 'method', 'method.invalid'],
    [{ method: 'card' }, 'reference', 'reference.required'],
    [{ method: 'transfer', reference: '  ' }, 'reference', 'reference.required'],
    [{ reference: 'x'.repeat(101) }, 'reference', 'reference.tooLong'],
    [{ member_id: 'ploy' }, 'member_id', 'member_id.invalid'],
  ])('refuses %j', (over, field, message) => {
    expect(problem(parseInput(walletTopUpInputSchema, topUp(over)))).toEqual({ field, message });
  });

  it('accepts 100,000 THB and a card top-up with its slip number', () => {
    expect(parseInput(walletTopUpInputSchema, topUp({ amount: 10_000_000 })).ok).toBe(true);
    expect(parseInput(walletTopUpInputSchema, topUp({ method: 'card', reference: 'A1' })).ok).toBe(true);
  });

  it.each([
    ['500', 50_000],
    ['1,500.50', 150_050],
    ['0.01', 1],
    ['100000', 10_000_000],
  ])('reads %s baht typed in the form as %d satang', (amount, satang) => {
    const parsed = parseInput(walletTopUpFormSchema, { amount, method: 'cash' });
    expect(parsed.ok && parsed.value.amount).toBe(satang);
  });

  it.each([
    ['', 'amount.invalid'],
    ['1.234', 'amount.invalid'],
    ['-5', 'amount.invalid'],
    ['0', 'amount.tooSmall'],
    ['100000.01', 'amount.tooLarge'],
  ])('refuses %j typed in the form', (amount, message) => {
    expect(problem(parseInput(walletTopUpFormSchema, { amount, method: 'cash' }))).toEqual({
      field: 'amount',
      message,
    });
  });
});
