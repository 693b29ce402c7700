import {
  auditLogInputSchema,
  groupRequestsInputSchema,
  updateGroupRequestInputSchema,
} from './staff-inbox.schema';
import { parseInput } from './parse-input';

describe('the group requests inbox and audit log inputs', () => {
  it('reads nulls as the defaults and refuses a page size over 100', () => {
    expect(parseInput(groupRequestsInputSchema, { status: null, order: null, page: null })).toEqual({
      ok: true,
      value: { status: null, order: 'asked', descending: true, page: 1, page_size: 25 },
    });
    const big = parseInput(groupRequestsInputSchema, { page_size: 101 });
    expect(big.ok || big.problems[0]).toEqual({ field: 'page_size', message: 'page_size.invalid' });
  });

  it('takes a trimmed note of 1 to 1,000 characters and never the booked status', () => {
    expect(
      parseInput(updateGroupRequestInputSchema, { id: 'r', status: 'contacted', note: ' Called ' }),
    ).toEqual({
      ok: true,
      value: { id: 'r', status: 'contacted', note: 'Called' },
    });
    const codes = (input: Record<string, unknown>) => {
      const result = parseInput(updateGroupRequestInputSchema, { id: 'r', status: 'new', ...input });
      return result.ok ? [] : result.problems.map((p) => `${p.field}:${p.message}`);
    };
    expect(codes({ note: '   ' })).toEqual(['note:note.required']);
    expect(codes({ note: 'x'.repeat(1001) })).toEqual(['note:note.tooLong']);
    expect(codes({ note: 'bell\u0007' })).toEqual(['note:text.unstorable']);
    expect(codes({ status: 'booked' })).toEqual(['status:status.invalid']);
  });

  it('reads an audit filter of empty fields as none, and refuses an end before the start', () => {
    expect(parseInput(auditLogInputSchema, { filter: { staff: '  ', from: '', to: '2026-03-01' } })).toEqual({
      ok: true,
      value: {
        filter: { staff: null, from: null, to: '2026-03-01', oldest_first: false },
        page: 1,
        page_size: 50,
      },
    });
    const backwards = parseInput(auditLogInputSchema, { filter: { from: '2026-03-02', to: '2026-03-01' } });
    expect(backwards.ok || backwards.problems[0]).toEqual({ field: 'filter.to', message: 'to.beforeFrom' });
    const date = parseInput(auditLogInputSchema, { filter: { from: '2026-02-30' } });
    expect(date.ok || date.problems[0]?.field).toBe('filter.from');
  });
});
