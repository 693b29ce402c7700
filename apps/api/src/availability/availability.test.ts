// availability and availabilityMonth on a real database (docs/product-rules.md, Availability): held places
// count as prebook counts them, a full time offers the next free ones, and bad input is refused with a code.
import { toBranchLocal } from '@sabai/booking-rules';
import { sql } from 'kysely';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const AVAILABILITY = `query ($input: AvailabilityInput!) {
  availability(input: $input) { date times { time is_free next_free } } }`;
const MONTH = `query ($input: AvailabilityMonthInput!) { availabilityMonth(input: $input) { date has_free } }`;
const PREBOOK = `mutation ($input: PrebookInput!) { prebook(input: $input) { booking_id is_bookable } }`;

type Time = { time: string; is_free: boolean; next_free: string[] };

/** A date some days ahead in Bangkok. */
const dayAhead = (days: number) => toBranchLocal(Date.now() + days * 86_400_000, 'Asia/Bangkok').date;
const massage = (no: number) => ({ no, treatments: ['yu-locker-set', 'yu-thai-60'] });
const BRANCH = 'yuzen-sukhumvit';

describe.each(oneEngine)('availability on %s', (engine) => {
  let server: TestServer;
  const date = dayAhead(3);
  const ask = async (over: Record<string, unknown> = {}) => {
    const input = { branch_id: BRANCH, date, guest_count: 1, ...over };
    return (await server.graphql<{ availability: { times: Time[] } }>(AVAILABILITY, { input })).body;
  };
  const timeAt = async (time: string, over: Record<string, unknown> = {}) =>
    (await ask(over)).data?.availability.times.find((t) => t.time === time);
  const fill = async (time: string, guests: number) => {
    const treatments = JSON.stringify(Array.from({ length: guests }, (_, i) => massage(i + 1)));
    const input = { guest_count: guests, branch_id: BRANCH, date_time: `${date} ${time}`, treatments };
    const { body } = await server.graphql<{ prebook: { is_bookable: boolean } }>(PREBOOK, { input });
    expect(body.data?.prebook.is_bookable).toBe(true);
  };
  const setBeds = (beds: number) =>
    sql`update branches set spa_beds = ${beds} where id = ${BRANCH}`.execute(server.database.db);

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await sql`delete from capacity_holds`.execute(server.database.db);
    await sql`delete from bookings`.execute(server.database.db);
    await setBeds(2);
  });

  it('offers every start time of an empty day as free, within the hours', async () => {
    const { data, errors } = await ask();
    expect(errors).toBeUndefined();
    const times = data?.availability.times ?? [];
    expect(times[0]).toEqual({ time: '10:00:00', is_free: true, next_free: [] });
    expect(times.every((t) => t.is_free)).toBe(true);
    // The shortest treatment (30 minutes) must end by 23:00.
    expect(times.at(-1)?.time).toBe('22:30:00');
  });

  it('shows a time full once bookings fill it, with the next free times', async () => {
    await fill('14:00:00', 2);
    expect(await timeAt('14:00:00')).toEqual({
      time: '14:00:00',
      is_free: false,
      next_free: ['15:00:00', '15:30:00', '16:00:00'],
    });
    expect(await timeAt('14:30:00')).toMatchObject({ is_free: false });
    // The shortest treatment ends at 14:00, when the beds are taken.
    expect(await timeAt('13:30:00')).toMatchObject({ is_free: true });
  });

  it('counts the party: two guests do not fit where one bed is left', async () => {
    await fill('14:00:00', 1);
    expect(await timeAt('14:00:00')).toMatchObject({ is_free: true });
    expect(await timeAt('14:00:00', { guest_count: 2 })).toMatchObject({ is_free: false });
  });

  it('counts the chosen treatments and moves their start times with the time asked', async () => {
    await fill('14:00:00', 2);
    const treatments = JSON.stringify([massage(1)]);
    // An hour's massage from 13:30 runs into the full hour; the shortest treatment alone would not.
    expect(await timeAt('13:30:00', { treatments })).toMatchObject({ is_free: false });
    const started = JSON.stringify([{ ...massage(1), start: { onsen: null, spa: '12:00' } }]);
    // Chosen for 12:00 and asked at 13:00: the massage moves to 13:00-14:00, which is free.
    expect(await timeAt('13:00:00', { treatments: started, time: '12:00' })).toMatchObject({ is_free: true });
    expect(await timeAt('13:30:00', { treatments: started, time: '12:00' })).toMatchObject({
      is_free: false,
    });
  });

  it('frees the places of a hold that has lapsed', async () => {
    await fill('14:00:00', 2);
    await sql`update bookings set hold_expires_at = now() - interval '1 minute'`.execute(server.database.db);
    expect(await timeAt('14:00:00')).toMatchObject({ is_free: true });
  });

  it('marks the days of a month with nothing free for the party', async () => {
    const month = date.slice(0, 7);
    const days = async (guests: number) => {
      const input = { branch_id: BRANCH, month, guest_count: guests };
      const { body } = await server.graphql<{
        availabilityMonth: { date: string; has_free: boolean }[];
      }>(MONTH, { input });
      const { data, errors } = body;
      expect(errors).toBeUndefined();
      return new Map(data?.availabilityMonth.map((d) => [d.date, d.has_free]));
    };
    expect((await days(2)).get(date)).toBe(true);
    expect((await days(3)).get(date)).toBe(false);
    // Days before today are not answered: they cannot be booked at all.
    expect((await days(1)).has(dayAhead(-1))).toBe(false);
  });

  it.each([
    ['a date that does not exist', { date: '2026-02-31' }, 'request.invalid'],
    ['an unknown branch', { branch_id: 'nowhere' }, 'branch.notFound'],
    ['more guests than one booking holds', { guest_count: 7 }, 'request.invalid'],
    ['a date past the horizon', { date: dayAhead(400) }, 'booking.beyondHorizon'],
    [
      'treatments for another number of guests',
      { treatments: JSON.stringify([massage(1), massage(2)]) },
      'request.invalid',
    ],
    [
      'an unknown treatment',
      { treatments: JSON.stringify([{ no: 1, treatments: ['nope'] }]) },
      'booking.invalid',
    ],
    ['a time off the clock', { treatments: JSON.stringify([massage(1)]), time: '25:00' }, 'request.invalid'],
  ])('refuses %s with a code', async (_, over, code) => {
    const { errors } = await ask(over);
    expect(errors?.[0]?.extensions?.['code']).toBe(code);
  });
});
