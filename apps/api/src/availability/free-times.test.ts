import { usageKey, type CapacityNeed } from '@sabai/booking-rules';
import { freeTimes } from './free-times';

const bed = (time: number, minutes = 60): CapacityNeed[] => [
  { resource: 'spa', fromMin: time, toMin: time + minutes },
];
const capacity = { spa: 1, onsen: 10 };
/** The one bed taken from 14:00 to 15:00. */
const used = new Map([840, 855, 870, 885].map((minute) => [usageKey('spa', minute), 1]));
const slots = [720, 780, 810, 840, 870, 900, 960, 1020];

describe('freeTimes', () => {
  it.each([
    ['free before the taken hour', 780, true, []],
    ['full when the visit runs into it', 810, false, [900, 960, 1020]],
    ['full inside it', 840, false, [900, 960, 1020]],
    ['free once it ends', 900, true, []],
  ])('%s', (_, time, isFree, nextFree) => {
    const answer = freeTimes(slots, (t) => [bed(t)], used, capacity).find((a) => a.time === time);
    expect(answer).toEqual({ time, isFree, nextFree });
  });

  it('offers the nearest earlier times when nothing later is free', () => {
    const late = [780, 810, 840, 870];
    expect(freeTimes(late, (t) => [bed(t)], used, capacity).at(-1)).toEqual({
      time: 870,
      isFree: false,
      nextFree: [780],
    });
  });

  it('counts the whole party: two guests do not fit one bed', () => {
    const answer = freeTimes([720], (t) => [bed(t), bed(t)], new Map(), capacity);
    expect(answer).toEqual([{ time: 720, isFree: false, nextFree: [] }]);
  });
});
