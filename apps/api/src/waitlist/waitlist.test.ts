// The waitlist (docs/product-rules.md, Waitlist), with the server's own jobs running: a party joins for a full
// time (not for a free one); when the holder gives the places up, the first entry is offered them at once as a held
// booking with a message, the second is not offered the same places; when the first offer lapses, the second
// gets them. Who joined may leave (by the token only they got): an offer's places then pass on at once.
import { toBranchLocal } from '@sabai/booking-rules';
import { sql } from 'kysely';
import { announcedChange } from '../../test/announced-change';
import { PREBOOK } from '../../test/payment-harness';
import { engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const JOIN = `mutation ($input: WaitlistInput!) {
  joinWaitlist(input: $input) { id token state date time_from time_until } }`;
const LEAVE = `mutation ($id: ID!, $token: String!) { leaveWaitlist(id: $id, token: $token) { id token state } }`;
const RELEASE = `mutation ($id: ID!, $token: String!) { releaseHold(id: $id, token: $token) { state } }`;

const party = (email: string, dateTime: string) => ({
  guest_count: 1,
  branch_id: 'yuzen-sukhumvit',
  date_time: dateTime,
  treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]),
  contact_name: 'Waiting customer',
  contact_email: email,
});

describe.each(engines)('the waitlist on %s', (engine) => {
  let server: TestServer;
  const db = () => server.database.db;
  const day = toBranchLocal(Date.now() + 5 * 86_400_000, 'Asia/Bangkok').date;

  beforeAll(async () => {
    server = await startTestServer(engine, { runJobs: true });
    // One bed, so one party fills an hour.
    await sql`update branches set spa_beds = 1 where id = 'yuzen-sukhumvit'`.execute(db());
  });
  afterAll(async () => {
    await sql`update branches set spa_beds = 12 where id = 'yuzen-sukhumvit'`.execute(db());
    await server.close();
  });

  const entry = (id: string) =>
    db().selectFrom('waitlist_entries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let i = 0; i < 100; i += 1) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('waited ten seconds in vain');
  }

  it('offers freed places to the first entry, then to the next when the offer lapses', async () => {
    const held = await server.graphql<{
      prebook: { booking_id: string; token: string; is_bookable: boolean };
    }>(PREBOOK, { input: party('first@example.com', `${day} 15:00:00`) });
    expect(held.body.data?.prebook.is_bookable).toBe(true);

    // 19:00 is free: book it rather than wait.
    const free = await server.graphql(JOIN, { input: party('early@example.com', `${day} 19:00:00`) });
    expect(free.body.errors?.[0]?.extensions?.['code']).toBe('waitlist.timeFree');
    const noContact = await server.graphql(JOIN, {
      input: { ...party('x@example.com', `${day} 15:00:00`), contact_email: null },
    });
    expect(noContact.body.errors?.[0]?.extensions?.['code']).toBe('request.invalid');

    const first = await server.graphql<{ joinWaitlist: { id: string; state: string; time_until: string } }>(
      JOIN,
      { input: { ...party('waits@example.com', `${day} 15:00:00`), until: '15:30' } },
      { locale: 'th' },
    );
    expect(first.body.data?.joinWaitlist).toMatchObject({ state: 'waiting', time_until: '15:30:00' });
    const second = await server.graphql<{ joinWaitlist: { id: string } }>(JOIN, {
      input: party('next@example.com', `${day} 15:00:00`),
    });
    const firstId = first.body.data?.joinWaitlist.id ?? '';
    const secondId = second.body.data?.joinWaitlist.id ?? '';

    const prebook = held.body.data?.prebook;
    await server.graphql(RELEASE, { id: prebook?.booking_id, token: prebook?.token });
    const offered = await until(
      () => entry(firstId),
      (e) => e.state === 'offered',
    );
    const booking = await db()
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', offered.booking_id as string)
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ state: 'pending', date: day, contact_email: 'waits@example.com' });
    expect([900, 915, 930]).toContain(booking.time_min);
    const message = await until(
      () =>
        db()
          .selectFrom('outbox')
          .selectAll()
          .where('kind', '=', 'waitlist_offer')
          .where('recipient', '=', 'waits@example.com')
          .executeTakeFirst(),
      (m) => m !== undefined,
    );
    expect(message?.locale).toBe('th');
    expect(message?.body).toContain(`/book/${booking.id}?token=`);
    // The second entry is not offered the places the first one holds.
    expect((await entry(secondId)).state).toBe('waiting');

    // The first offer lapses (as the hold-settling job writes it): the next entry's turn.
    await sql`update bookings set state = 'expired', hold_expires_at = now() where id = ${booking.id}`.execute(
      db(),
    );
    const next = await until(
      () => entry(secondId),
      (e) => e.state === 'offered',
    );
    expect(next.booking_id).not.toBe(booking.id);
    expect((await entry(firstId)).state).toBe('lapsed');
  });

  it('offers nothing on a day the branch closed after the customer joined', async () => {
    const closedDay = toBranchLocal(Date.now() + 6 * 86_400_000, 'Asia/Bangkok').date;
    const held = await server.graphql<{
      prebook: { booking_id: string; token: string; is_bookable: boolean };
    }>(PREBOOK, { input: party('holder@example.com', `${closedDay} 15:00:00`) });
    expect(held.body.data?.prebook.is_bookable).toBe(true);
    const joined = await server.graphql<{ joinWaitlist: { id: string } }>(JOIN, {
      input: party('closed@example.com', `${closedDay} 15:00:00`),
    });
    const id = joined.body.data?.joinWaitlist.id ?? '';
    await announcedChange(db(), (d) =>
      d.insertInto('branch_closed_dates').values({ branch_id: 'yuzen-sukhumvit', date: closedDay }).execute(),
    );
    const prebook = held.body.data?.prebook;
    await server.graphql(RELEASE, { id: prebook?.booking_id, token: prebook?.token });
    // The job runs at once on the release; give it the time the first case needed, and more.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await entry(id)).state).toBe('waiting');
  });

  it('lets who joined leave, and passes an offer’s places to the next entry at once', async () => {
    const leaveDay = toBranchLocal(Date.now() + 7 * 86_400_000, 'Asia/Bangkok').date;
    const held = await server.graphql<{
      prebook: { booking_id: string; token: string; is_bookable: boolean };
    }>(PREBOOK, { input: party('holds@example.com', `${leaveDay} 15:00:00`) });
    expect(held.body.data?.prebook.is_bookable).toBe(true);
    type Joined = { joinWaitlist: { id: string; token: string } };
    const join = async (email: string) =>
      (await server.graphql<Joined>(JOIN, { input: party(email, `${leaveDay} 15:00:00`) })).body.data
        ?.joinWaitlist as Joined['joinWaitlist'];
    const leave = (id: string, token: string) =>
      server.graphql<{ leaveWaitlist: { id: string; token: string | null; state: string } }>(LEAVE, {
        id,
        token,
      });
    const waits = await join('changes-mind@example.com');
    const offeredFirst = await join('offered-first@example.com');
    const next = await join('comes-next@example.com');

    // Only the token the joiner got leaves; a wrong one or a made-up id is "not found", nothing changes.
    for (const [id, token] of [
      [waits.id, 'not-the-token'],
      [next.id, waits.token],
      ['6a1f0c52-3f0e-4c55-9d1e-0a6f6d2b1001', waits.token],
      ['not-an-id', waits.token],
    ] as const)
      expect((await leave(id, token)).body.errors?.[0]?.extensions?.['code']).toBe('waitlist.notFound');
    expect((await entry(waits.id)).state).toBe('waiting');
    expect((await leave(waits.id, waits.token)).body.data?.leaveWaitlist).toEqual({
      id: waits.id,
      token: null,
      state: 'left',
    });
    // Leaving again answers the same.
    expect((await leave(waits.id, waits.token)).body.data?.leaveWaitlist.state).toBe('left');

    const prebook = held.body.data?.prebook;
    await server.graphql(RELEASE, { id: prebook?.booking_id, token: prebook?.token });
    const offered = await until(
      () => entry(offeredFirst.id),
      (e) => e.state === 'offered',
    );
    expect((await entry(waits.id)).state).toBe('left');
    const message = await until(
      () =>
        db()
          .selectFrom('outbox')
          .select('body')
          .where('kind', '=', 'waitlist_offer')
          .where('recipient', '=', 'offered-first@example.com')
          .executeTakeFirst(),
      (m) => m !== undefined,
    );
    expect(message?.body).toContain(`/waitlist/${offeredFirst.id}?token=${offeredFirst.token}`);

    expect((await leave(offeredFirst.id, offeredFirst.token)).body.data?.leaveWaitlist.state).toBe('left');
    const gaveUp = await db()
      .selectFrom('bookings')
      .select('state')
      .where('id', '=', offered.booking_id as string)
      .executeTakeFirstOrThrow();
    expect(gaveUp.state).toBe('expired');
    const passed = await until(
      () => entry(next.id),
      (e) => e.state === 'offered',
    );
    expect(passed.booking_id).not.toBe(offered.booking_id);
    expect((await entry(offeredFirst.id)).state).toBe('left');
  });
});
