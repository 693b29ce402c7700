// Services read the time from their scope, never from Date.now(): tests and jobs set it (docs/architecture.md, Injected
// rules, injected time"). Where the database decides (holds counting, limits), SQL's now() still rules, so
// every process agrees.
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function fixedClock(ms: number): Clock {
  return { now: () => ms };
}
