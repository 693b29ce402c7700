import fc from 'fast-check';
import { allocateGuests, guestCapacityNeeds, needBuckets, usageKey, type CapacityNeed } from './capacity.js';
import { deriveGuest } from './guest.js';
import { aCatalog, aProduct, hm, itemsOf } from './testing/builders.js';

const catalog = aCatalog({
  products: [
    ...aCatalog().products,
    aProduct({ id: 'locker', name: 'Locker', isForceSelect: true, durationMin: 30, priceSatang: 10_000 }),
  ],
});
const derived = (ids: string[]) => deriveGuest(1, itemsOf(ids, catalog));
const start = (onsen: string | null, spa: string | null) => ({
  onsen: onsen === null ? null : hm(onsen),
  spa: spa === null ? null : hm(spa),
});

describe('guestCapacityNeeds', () => {
  it.each([
    [
      'a massage takes a bed from the booking time',
      ['thai-massage'],
      start(null, null),
      [{ resource: 'spa', fromMin: hm('10:00'), toMin: hm('11:00') }],
    ],
    [
      'onsen then massage: the spa follows the onsen',
      ['onsen', 'oil-massage'],
      start(null, null),
      [
        { resource: 'onsen', fromMin: hm('10:00'), toMin: hm('12:00') },
        { resource: 'spa', fromMin: hm('12:00'), toMin: hm('13:30') },
      ],
    ],
    [
      'chosen start times, rounded out to whole buckets',
      ['onsen', 'thai-massage'],
      start('10:10', '12:20'),
      [
        { resource: 'onsen', fromMin: hm('10:00'), toMin: hm('12:15') },
        { resource: 'spa', fromMin: hm('12:15'), toMin: hm('13:30') },
      ],
    ],
    [
      'a locker set takes no bed',
      ['locker', 'onsen'],
      start(null, null),
      [{ resource: 'onsen', fromMin: hm('10:00'), toMin: hm('12:00') }],
    ],
    ['an onsen package uses both', ['onsen-package'], start('10:00', '12:00'), 'both'],
  ])('%s', (_, ids, guestStart, expected) => {
    const needs = guestCapacityNeeds(derived(ids as string[]), guestStart, hm('10:00'));
    if (expected === 'both') expect(needs.map((n) => n.resource)).toEqual(['onsen', 'spa']);
    else expect(needs).toEqual(expected);
  });

  it('needs nothing for a guest without items', () => {
    expect(guestCapacityNeeds(derived([]), start(null, null), hm('10:00'))).toEqual([]);
  });
});

describe('allocateGuests', () => {
  const bed = (from: string, to: string): CapacityNeed => ({
    resource: 'spa',
    fromMin: hm(from),
    toMin: hm(to),
  });
  const bath = (from: string, to: string): CapacityNeed => ({
    resource: 'onsen',
    fromMin: hm(from),
    toMin: hm(to),
  });

  it('seats guests while places last, each taking places only when it fits', () => {
    const used = new Map([[usageKey('spa', hm('10:30')), 1]]);
    const fits = allocateGuests(
      [[bed('10:00', '11:00')], [bed('10:00', '11:00')], [bath('10:00', '11:00')], [bed('11:00', '12:00')]],
      used,
      { spa: 2, onsen: 1 },
    );
    expect(fits).toEqual([true, false, true, true]);
  });

  it('refuses a guest when any one bucket of any need is full', () => {
    const used = new Map([[usageKey('onsen', hm('11:45')), 3]]);
    expect(
      allocateGuests([[bed('10:00', '11:00'), bath('10:00', '12:00')]], used, { spa: 5, onsen: 3 }),
    ).toEqual([false]);
  });

  it('never seats more guests per bucket than there are places (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 8 }), fc.boolean()), {
          maxLength: 30,
        }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        (guests, spa, onsen) => {
          const needs = guests.map(([from, length, inOnsen]) => [
            {
              resource: inOnsen ? 'onsen' : 'spa',
              fromMin: from * 15,
              toMin: (from + length) * 15,
            } as CapacityNeed,
          ]);
          const fits = allocateGuests(needs, new Map(), { spa, onsen });
          const load = new Map<string, number>();
          needs.forEach((guestNeeds, i) => {
            if (!fits[i]) return;
            for (const need of guestNeeds)
              for (const m of needBuckets(need))
                load.set(usageKey(need.resource, m), (load.get(usageKey(need.resource, m)) ?? 0) + 1);
          });
          for (const [key, count] of load)
            expect(count).toBeLessThanOrEqual(key.startsWith('spa') ? spa : onsen);
        },
      ),
    );
  });
});
