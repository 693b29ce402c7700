// A brand's course templates in admin (docs/product-rules.md, Courses): made and changed by a brand admin in one
// transaction with its audit row. A member course keeps its own volume and expiry, and the set size and items of a
// template members own stay as sold: changing them would change what those members paid for.
import { courseTemplateInputSchema, parseInput, type CourseTemplateInput } from '@sabai/validation';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import { editCatalog } from '../catalog/catalog-changes';
import { inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import type { Database, Translated } from '../db/schema';
import { appendAudit } from '../staff/audit.repository';
import { catalogManager } from './catalog-manager';

export interface CourseTemplateRow {
  id: string;
  code: string;
  name: Translated;
  volume: number;
  treatments_per_set: number;
  valid_days: number;
  items: string[];
  owned: number;
}

async function templatesOf(db: Kysely<Database>, brandId: string, id?: string): Promise<CourseTemplateRow[]> {
  let query = db
    .selectFrom('courses')
    .select(['id', 'code', 'name', 'volume', 'treatments_per_set', 'valid_days'])
    .where('brand_id', '=', brandId);
  if (id !== undefined) query = query.where('id', '=', id);
  const courses = await query.orderBy('code').execute();
  if (courses.length === 0) return [];
  const ids = courses.map((c) => c.id);
  const [items, owned] = await Promise.all([
    db
      .selectFrom('course_items')
      .select(['course_id', 'product_id'])
      .where('course_id', 'in', ids)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('member_courses')
      .select(['course_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('course_id', 'in', ids)
      .groupBy('course_id')
      .execute(),
  ]);
  const ownedOf = new Map(owned.map((o) => [o.course_id, Number(o.n)]));
  return courses.map((c) => ({
    ...c,
    items: items.filter((i) => i.course_id === c.id).map((i) => i.product_id),
    owned: ownedOf.get(c.id) ?? 0,
  }));
}

export async function courseTemplates(scope: Scope): Promise<CourseTemplateRow[]> {
  await catalogManager(scope);
  return templatesOf(scope.db, scope.brand.id);
}

/** Refuses what the brand's data forbids: another course's code, a product that is not its course treatment. */
async function checkAgainstData(trx: Transaction<Database>, brandId: string, input: CourseTemplateInput) {
  const sameCode = await trx
    .selectFrom('courses')
    .select('id')
    .where('brand_id', '=', brandId)
    .where('code', '=', input.code)
    .executeTakeFirst();
  if (sameCode && sameCode.id !== input.id) throw inputRefused([{ field: 'code', message: 'code.taken' }]);
  const treatments = await trx
    .selectFrom('products')
    .select('id')
    .where('brand_id', '=', brandId)
    .where('type', '=', 'course_treatment')
    .where('id', 'in', input.items)
    .execute();
  const known = new Set(treatments.map((t) => t.id));
  const unknown = input.items.findIndex((item) => !known.has(item));
  if (unknown >= 0) throw inputRefused([{ field: `items.${unknown}`, message: 'items.invalid' }]);
}

/** A template members own keeps its set size and items. */
function checkSold(before: CourseTemplateRow, input: CourseTemplateInput) {
  if (before.owned === 0) return;
  if (before.treatments_per_set !== input.treatments_per_set)
    throw inputRefused([{ field: 'treatments_per_set', message: 'treatments_per_set.sold' }]);
  if (before.items.join() !== input.items.join())
    throw inputRefused([{ field: 'items', message: 'items.sold' }]);
}

export async function saveCourseTemplate(scope: Scope, rawInput: unknown): Promise<CourseTemplateRow> {
  const parsed = parseInput(courseTemplateInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const input = parsed.value;
  const staffId = await catalogManager(scope);
  const brandId = scope.brand.id;
  const id = await editCatalog(scope, async (trx) => {
    const [before] = input.id === null ? [] : await templatesOf(trx, brandId, input.id);
    if (input.id !== null && !before) throw inputRefused([{ field: 'id', message: 'id.invalid' }]);
    await checkAgainstData(trx, brandId, input);
    if (before) checkSold(before, input);
    const row = {
      code: input.code,
      name: JSON.stringify(input.name),
      volume: input.volume,
      treatments_per_set: input.treatments_per_set,
      valid_days: input.valid_days,
    };
    const courseId = before?.id ?? `${brandId}-course-${randomUUID().slice(0, 8)}`;
    if (before) await trx.updateTable('courses').set(row).where('id', '=', courseId).execute();
    else
      await trx
        .insertInto('courses')
        .values({ ...row, id: courseId, brand_id: brandId, type: 'course' })
        .execute();
    await trx.deleteFrom('course_items').where('course_id', '=', courseId).execute();
    await trx
      .insertInto('course_items')
      .values(input.items.map((product_id, position) => ({ course_id: courseId, product_id, position })))
      .execute();
    await appendAudit(trx, {
      staffId,
      ip: scope.client.ip,
      action: before ? 'course_update' : 'course_create',
      subjectType: 'course',
      subjectId: courseId,
      brandId,
      before: before ?? null,
      after: input,
    });
    return courseId;
  });
  const [saved] = await templatesOf(scope.db, brandId, id);
  return saved!;
}
