// What may be done with a payment kept for refund (docs/product-rules.md, The day at the branch: Refunds).
import { honourRefusal, refundActions, type QueuedFacts } from './refund-rules';

const aQueued = (over: Partial<QueuedFacts> = {}): QueuedFacts => ({
  status: 'refund_required',
  resolution: null,
  refunded_at: null,
  failure: 'expired',
  charge_id: 'c1',
  state: 'expired',
  memberId: null,
  ...over,
});

describe('honouring a queued payment', () => {
  it.each([
    ['a late payment on an expired hold', aQueued(), null],
    ['a late payment on a lapsed pending hold', aQueued({ state: 'pending' }), null],
    ['a late payment whose booking was paid since', aQueued({ state: 'paid' }), 'state'],
    ['a second payment', aQueued({ failure: 'already_paid', state: 'paid' }), 'already_paid'],
    ['another amount', aQueued({ failure: 'amount_mismatch' }), 'amount_mismatch'],
    [
      'a payment for a changed booking',
      aQueued({ failure: 'booking_changed', state: 'pending' }),
      'booking_changed',
    ],
    ['a payment for a cancelled booking', aQueued({ failure: 'cancelled', state: 'cancelled' }), 'cancelled'],
  ])('%s', (_, facts, refusal) => {
    expect(honourRefusal(facts)).toBe(refusal);
  });
});

describe('the resolutions open', () => {
  it.each([
    ['a visitor’s late payment', aQueued(), ['gateway', 'honour']],
    ['a member’s late payment', aQueued({ memberId: 'm1' }), ['gateway', 'wallet', 'honour']],
    [
      'a member’s second payment',
      aQueued({ memberId: 'm1', failure: 'already_paid' }),
      ['gateway', 'wallet'],
    ],
    ['a resolved payment', aQueued({ resolution: 'gateway', refunded_at: new Date(0) }), []],
    ['an honoured payment', aQueued({ status: 'paid', resolution: 'honour' }), []],
  ])('%s', (_, facts, actions) => {
    expect(refundActions(facts)).toEqual(actions);
  });
});
