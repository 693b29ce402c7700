// A report's days and branch live in the address (?from=…&to=…&branch=…), so moving between reports keeps them
// and a report can be bookmarked or sent to a colleague.
import { toBranchLocal } from '@sabai/booking-rules';
import { useSearchParams } from 'react-router';

export interface ReportRange {
  from: string;
  to: string;
  branchId: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The month so far, in the branch's calendar. */
export function thisMonth(timeZone: string): ReportRange {
  const today = toBranchLocal(Date.now(), timeZone).date;
  return { from: `${today.slice(0, 8)}01`, to: today, branchId: null };
}

/** The range in the address, or this month; the server checks what the address says. */
export function useReportRange(timeZone: string): [ReportRange, (range: ReportRange) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = thisMonth(timeZone);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const range: ReportRange = {
    from: DATE.test(from) ? from : fallback.from,
    to: DATE.test(to) ? to : fallback.to,
    branchId: params.get('branch') || null,
  };
  const setRange = (next: ReportRange) =>
    setParams({ from: next.from, to: next.to, ...(next.branchId ? { branch: next.branchId } : {}) });
  return [range, setRange];
}
