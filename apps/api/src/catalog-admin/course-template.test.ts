// Course templates in admin (docs/product-rules.md, Courses): a brand admin makes a course of the brand's course
// treatments and changes it, with audit rows; a template members own keeps its set size and items; bad input,
// another brand's treatment, a taken code and branch staff change nothing.
import { signedInStaff, staffGql, SUKHUMVIT_DESK, YUZEN_ADMIN } from '../../test/staff-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const LIST = `{ courseTemplates { id code name { en th zh } volume treatments_per_set valid_days items owned } }`;
const SAVE = `mutation ($input: CourseTemplateInput!) { saveCourseTemplate(input: $input) {
  id code volume treatments_per_set valid_days items owned } }`;

interface Template {
  id: string;
  code: string;
  name: { en: string; th: string; zh: string };
  volume: number;
  treatments_per_set: number;
  valid_days: number;
  items: string[];
  owned: number;
}

const NEW = {
  id: null,
  code: 'yc09',
  name: { en: 'Aroma 3 sessions', th: 'คอร์สอโรมา 3 ครั้ง', zh: '芳香按摩 3次' },
  volume: 3,
  treatments_per_set: 1,
  valid_days: 90,
  items: ['yu-course-aroma-90'],
};

describe.each(oneEngine)('course templates on %s', (engine) => {
  let server: TestServer;
  let admin = '';
  let desk = '';

  beforeAll(async () => {
    server = await startTestServer(engine);
    admin = await signedInStaff(server, YUZEN_ADMIN);
    desk = await signedInStaff(server, SUKHUMVIT_DESK);
  });
  afterAll(() => server.close());

  const list = async () =>
    (await staffGql<{ courseTemplates: Template[] }>(server, LIST, {}, { staff: admin })).body.data!
      .courseTemplates;
  const save = (input: unknown, staff = admin) =>
    staffGql<{ saveCourseTemplate: Template }>(server, SAVE, { input }, { staff });
  const problemField = async (input: unknown) => {
    const { code, body } = await save(input);
    expect(code).toBe('request.invalid');
    return (body.errors?.[0]?.extensions?.['problems'] as { field: string; message: string }[])[0];
  };

  it("lists the brand's templates with what members own, and makes and changes one, audited", async () => {
    const seeded = await list();
    expect(seeded.map((t) => [t.code, t.volume, t.treatments_per_set, t.owned])).toEqual([
      ['YC01', 10, 1, 1],
      ['YC02', 5, 2, 0],
    ]);
    const made = await save(NEW);
    expect(made.body.errors).toBeUndefined();
    const course = made.body.data!.saveCourseTemplate;
    expect(course).toMatchObject({ code: 'YC09', volume: 3, items: ['yu-course-aroma-90'], owned: 0 });
    const changed = await save({
      ...NEW,
      id: course.id,
      volume: 5,
      treatments_per_set: 2,
      items: ['yu-course-aroma-90', 'yu-course-thai-60'],
    });
    expect(changed.body.data?.saveCourseTemplate).toMatchObject({
      volume: 5,
      treatments_per_set: 2,
      items: ['yu-course-aroma-90', 'yu-course-thai-60'],
    });
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', course.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['course_create', 'course_update']);
  });

  it('keeps the set size and items of a template members own, while its volume and validity may change', async () => {
    const owned = (await list()).find((t) => t.code === 'YC01')!;
    const { owned: _owned, ...input } = owned;
    expect(await problemField({ ...input, treatments_per_set: 2 })).toEqual({
      field: 'treatments_per_set',
      message: expect.any(String),
    });
    expect((await problemField({ ...input, items: ['yu-course-aroma-90'] }))?.field).toBe('items');
    const longer = await save({ ...input, valid_days: 400 });
    expect(longer.body.data?.saveCourseTemplate.valid_days).toBe(400);
    await save(input);
  });

  it('refuses bad input, a taken code, another brand’s treatment and branch staff, changing nothing', async () => {
    // YC09 was made above.
    const FRESH = { ...NEW, code: 'YC10' };
    const before = await list();
    expect((await problemField({ ...FRESH, volume: 0 }))?.field).toBe('volume');
    expect((await problemField({ ...FRESH, items: [] }))?.field).toBe('items');
    expect((await problemField({ ...FRESH, code: 'YC01' }))?.field).toBe('code');
    expect((await problemField({ ...FRESH, items: ['bs-course-thai-60'] }))?.field).toBe('items.0');
    expect((await problemField({ ...FRESH, items: ['yu-thai-60'] }))?.field).toBe('items.0');
    expect((await problemField({ ...FRESH, id: 'bs-course-thai-10' }))?.field).toBe('id');
    expect((await save(FRESH, desk)).code).toBe('login.notAuthorized');
    expect(await list()).toEqual(before);
  });
});
