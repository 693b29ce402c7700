/**
 * @jest-environment node
 */
import type { Catalog, Product } from '@sabai/booking-rules';
import type { GuestDraft } from '@sabai/state';
import { defaultStarts, visitPlan, withDefaultStarts } from './default-starts';
import { deriveGuest } from './guest-rules';

const product = (id: string, overrides: Partial<Product> = {}): Product => ({
  id,
  name: id,
  type: 'treatment',
  durationMin: 60,
  priceSatang: 50_000,
  bundle: [],
  tags: [],
  isForceSelect: false,
  isOnsenFee: false,
  isUseOilMaterial: false,
  isMustAfterOnsen: false,
  ...overrides,
});

// Yuzen's shape: a locker set every guest has, onsen passes, massages and a package with the onsen inside.
const catalog: Catalog = {
  products: [
    product('locker', { durationMin: 30, priceSatang: 10_000, isForceSelect: true }),
    product('onsen60', { type: 'onsen_fee', isOnsenFee: true }),
    product('onsen120', { type: 'onsen_fee', isOnsenFee: true, durationMin: 120 }),
    product('thai60'),
    product('thai90', { durationMin: 90 }),
    product('scrub45', { durationMin: 45 }),
    product('package', {
      type: 'package',
      durationMin: 150,
      bundle: [
        { ...product('b-onsen', { type: 'onsen_fee', isOnsenFee: true }), durationMin: 60 },
        { ...product('b-massage'), durationMin: 90 },
      ],
    }),
  ],
  courses: [],
};

const guest = (treatments: string[]): GuestDraft => ({
  no: 1,
  name: '',
  start: { onsen: null, spa: null },
  treatments,
});
const hm = (minutes: number | null) =>
  minutes === null
    ? null
    : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const derivedOf = (treatments: string[]) => {
  const derived = deriveGuest(guest(treatments), catalog);
  if (!derived) throw new Error('unknown product in the test list');
  return derived;
};
const AT_14 = 14 * 60;

describe('defaultStarts', () => {
  it.each([
    ['onsen, then massage', ['locker', 'onsen60', 'thai60'], '14:00', '15:00'],
    ['massage, then onsen', ['locker', 'thai60', 'onsen60'], '15:00', '14:00'],
    ['a long onsen, then a long massage', ['locker', 'onsen120', 'thai90'], '14:00', '16:00'],
    [
      'a 45-minute scrub first: the onsen waits for the next quarter hour',
      ['scrub45', 'onsen60'],
      '14:45',
      '14:00',
    ],
    ['onsen between two treatments', ['locker', 'thai60', 'onsen60', 'scrub45'], '15:00', '14:00'],
    ['the onsen alone with the locker set: the spa part after it', ['locker', 'onsen60'], '14:00', '15:00'],
    ['a package with the onsen inside', ['locker', 'package'], '14:00', '15:00'],
    ['no onsen: nothing to propose', ['locker', 'thai60'], null, null],
  ])('%s', (_, treatments, onsen, spa) => {
    const starts = defaultStarts(derivedOf(treatments), AT_14);
    expect({ onsen: hm(starts.onsen), spa: hm(starts.spa) }).toEqual({ onsen, spa });
  });

  it.each([
    ['onsen first', ['locker', 'onsen60', 'thai90']],
    ['onsen last', ['locker', 'thai90', 'onsen120']],
    ['onsen second of three', ['locker', 'scrub45', 'onsen60', 'thai60']],
    ['the package', ['locker', 'package', 'thai60']],
  ])('%s: the steps follow the list and never overlap', (_, treatments) => {
    const plan = visitPlan(derivedOf(treatments).items, AT_14);
    const ids = plan.map((step) => step.item.id);
    expect(ids).toEqual(
      treatments.filter((id) => id !== 'locker').flatMap((id) => (id === 'package' ? [id, id] : [id])),
    );
    plan.slice(1).forEach((step, i) => expect(step.startMin).toBeGreaterThanOrEqual(plan[i]?.endMin ?? 0));
  });
});

describe('withDefaultStarts', () => {
  it('proposes times again when the list changes, in the new order', () => {
    const first = withDefaultStarts(guest(['locker', 'onsen60', 'thai60']), catalog, '14:00:00');
    expect(first.start).toEqual({ onsen: '14:00:00', spa: '15:00:00' });
    const reordered = withDefaultStarts(
      { ...first, treatments: ['locker', 'thai60', 'onsen60'] },
      catalog,
      '14:00:00',
    );
    expect(reordered.start).toEqual({ onsen: '15:00:00', spa: '14:00:00' });
  });

  it('clears the times when the onsen is gone', () => {
    const withOnsen = withDefaultStarts(guest(['locker', 'onsen60', 'thai60']), catalog, '14:00:00');
    expect(
      withDefaultStarts({ ...withOnsen, treatments: ['locker', 'thai60'] }, catalog, '14:00:00').start,
    ).toEqual({
      onsen: null,
      spa: null,
    });
  });
});
