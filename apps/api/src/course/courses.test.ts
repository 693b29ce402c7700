import { toBranchLocal } from '@sabai/booking-rules';
import { sql } from 'kysely';
import { authCookie, DEMO_PASSWORD, GOLD, gql, passwordLogin } from '../../test/auth-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { seedMemberCourses } from '../seed/courses.seed';

const COURSES = `query ($branch: ID!) { courses(branch: $branch) {
  id name type code volume_total volume_used volume_available treatments_per_set expired_at
  bundle { id code name description duration type price tags } } }`;

interface Course {
  id: string;
  name: string;
  volume_used: number;
  volume_available: number;
  treatments_per_set: number;
  expired_at: string;
  bundle: { id: string; price: number; duration: number }[];
}

const seeded = seedMemberCourses[0]!;
const ids = {
  duo: '6a1f0c52-3f0e-4c55-9d1e-0a6f6d2b4101',
  expired: '6a1f0c52-3f0e-4c55-9d1e-0a6f6d2b4102',
  usedUp: '6a1f0c52-3f0e-4c55-9d1e-0a6f6d2b4103',
  baansabai: '6a1f0c52-3f0e-4c55-9d1e-0a6f6d2b4104',
};

describe.each(oneEngine)('member courses on %s', (engine) => {
  let server: TestServer;
  let gold = '';
  const db = () => server.database.db;
  const today = () => toBranchLocal(Date.now(), 'Asia/Bangkok').date;
  const list = (branch: string, cookie: string | undefined = gold, headers: Record<string, string> = {}) =>
    gql<{ courses: Course[] }>(server, COURSES, { branch }, { ...(cookie ? { cookie } : {}), headers });

  beforeAll(async () => {
    server = await startTestServer(engine);
    gold = authCookie(await passwordLogin(server, GOLD.phone, DEMO_PASSWORD)).value;
    const own = (id: string, course_id: string, volume_total: number, expires_on: string) =>
      db()
        .insertInto('member_courses')
        .values({ id, user_id: seeded.userId, course_id, volume_total, expires_on })
        .execute();
    await own(ids.duo, 'yu-course-duo-5', 5, '2099-12-31');
    await own(ids.expired, 'yu-course-thai-10', 10, '2020-01-01');
    await own(ids.usedUp, 'yu-course-thai-10', 1, '2099-12-31');
    await own(ids.baansabai, 'bs-course-thai-10', 10, '2099-12-31');
    const booking = await sql<{ id: string }>`select gen_random_uuid() as id`.execute(db());
    const bookingId = booking.rows[0]!.id;
    await db()
      .insertInto('bookings')
      .values({
        id: bookingId,
        token: 'x',
        brand_id: 'yuzen',
        branch_id: 'yuzen-sukhumvit',
        channel: 'isbs',
        state: 'paid',
        date: '2026-01-01',
        time_min: 600,
        guest_count: 1,
        guests: '[]',
        locale: 'en',
      })
      .execute();
    await db()
      .insertInto('course_usage')
      .values({ member_course_id: ids.usedUp, booking_id: bookingId, sets: 1 })
      .execute();
  });
  afterAll(() => server.close());

  it('lists the member courses of the branch brand, not expired and with volume left', async () => {
    const { body } = await list('yuzen-sukhumvit');
    expect(body.errors).toBeUndefined();
    const courses = body.data!.courses;
    expect(courses.map((c) => c.id).sort()).toEqual([seeded.id, ids.duo].sort());
    const thai = courses.find((c) => c.id === seeded.id)!;
    expect(thai).toMatchObject({
      name: 'Thai Massage 10 sessions',
      type: 'course',
      code: 'YC01',
      volume_total: 10,
      volume_used: 0,
      volume_available: 10,
      treatments_per_set: 1,
      bundle: [
        {
          id: 'yu-course-thai-60',
          code: 'CT01',
          name: 'Traditional Thai Massage 60 min (10-session course)',
          duration: 60,
          type: 'course_treatment',
          price: 520,
          tags: ['massage', 'thai', 'course'],
        },
      ],
    });
    expect(thai.expired_at > today()).toBe(true);
    expect(thai.expired_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(courses.find((c) => c.id === ids.duo)).toMatchObject({
      treatments_per_set: 2,
      expired_at: '2099-12-31',
    });
  });

  it('translates names by Accept-Language', async () => {
    const { body } = await list('yuzen-sukhumvit', gold, { 'accept-language': 'th' });
    expect(body.data!.courses.find((c) => c.id === seeded.id)?.name).toBe('คอร์สนวดแผนไทย 10 ครั้ง');
  });

  it('shows another brand only its own courses', async () => {
    const { body } = await list('baansabai-silom', gold, { host: '127.0.0.1' });
    expect(body.data!.courses.map((c) => c.id)).toEqual([ids.baansabai]);
    expect((await list('baansabai-silom')).body.errors?.[0]?.extensions?.['code']).toBe('branch.notFound');
  });

  it('needs a logged-in member', async () => {
    const { body } = await list('yuzen-sukhumvit', '');
    expect(body.errors?.[0]?.extensions?.['code']).toBe('login.unauthenticated');
  });
});
