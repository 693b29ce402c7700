import { beyondHorizon, lastBookableDate } from './booking-horizon.js';

describe('booking horizon', () => {
  it.each([
    ['2026-11-23', 180, '2027-05-22'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-28', 7, '2026-04-04'],
  ])('from %s, %s days ahead is %s', (today, days, last) => {
    expect(lastBookableDate(today, days)).toBe(last);
  });

  it.each([
    ['2027-05-22', false],
    ['2027-05-23', true],
    ['2026-11-23', false],
  ])('%s beyond 180 days from 2026-11-23: %s', (date, beyond) => {
    expect(beyondHorizon(date, '2026-11-23', 180)).toBe(beyond);
  });
});
