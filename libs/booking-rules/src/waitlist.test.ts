import { isWaitlistWindow, WAITLIST_LONGEST_WINDOW_MIN, WAITLIST_WINDOW_STEPS_MIN } from './waitlist.js';

describe('isWaitlistWindow', () => {
  it('takes one start or a window up to six hours, never one that ends before it starts', () => {
    expect(isWaitlistWindow(600, 600)).toBe(true);
    expect(isWaitlistWindow(600, 600 + WAITLIST_LONGEST_WINDOW_MIN)).toBe(true);
    expect(isWaitlistWindow(600, 601 + WAITLIST_LONGEST_WINDOW_MIN)).toBe(false);
    expect(isWaitlistWindow(600, 599)).toBe(false);
  });

  it('takes every window the web offers', () => {
    for (const step of WAITLIST_WINDOW_STEPS_MIN) expect(isWaitlistWindow(600, 600 + step)).toBe(true);
  });
});
