// Legal texts in admin and for customers (docs/product-rules.md, Legal texts): a brand admin publishes a new version
// of a rule's text in the three languages; it is the one customers read from then on, and a visitor who chose
// cookies under an older cookie policy is asked again. Versions are never changed or removed: consents name them.
import { legalTextInputSchema, parseInput } from '@sabai/validation';
import { sql } from 'kysely';
import { toBranchLocal } from '@sabai/booking-rules';
import { editCatalog } from '../catalog/catalog-changes';
import { catalogManager } from '../catalog-admin/catalog-manager';
import { inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import { appendAudit } from '../staff/audit.repository';
import { currentLegalText, type LegalRuleName } from './legal-text.repository';

export async function legalTextsOf(scope: Scope) {
  await catalogManager(scope);
  return scope.db
    .selectFrom('legal_texts')
    .selectAll()
    .where('brand_id', '=', scope.brand.id)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The brand's current text of a rule for a customer, or null when the web's built-in text stands. */
export function publishedLegalText(scope: Scope, rule: LegalRuleName) {
  return currentLegalText(scope.db, scope.brand.id, rule);
}

export async function publishLegalText(scope: Scope, rawInput: unknown) {
  const parsed = parseInput(legalTextInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const { rule, body } = parsed.value;
  const staffId = await catalogManager(scope);
  const brandId = scope.brand.id;
  const today = toBranchLocal(scope.clock.now(), 'Asia/Bangkok').date;
  return editCatalog(scope, async (trx) => {
    // One brand's versions of a rule are numbered one at a time: a second the same day is "<date>.2".
    await sql`select pg_advisory_xact_lock(hashtext(${`legal:${brandId}:${rule}`}))`.execute(trx);
    const sameDay = await trx
      .selectFrom('legal_texts')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('brand_id', '=', brandId)
      .where('rule', '=', rule)
      .where('version', 'like', `${today}%`)
      .executeTakeFirstOrThrow();
    const version = Number(sameDay.count) === 0 ? today : `${today}.${Number(sameDay.count) + 1}`;
    const text = await trx
      .insertInto('legal_texts')
      .values({ brand_id: brandId, rule, version, body: JSON.stringify(body), staff_id: staffId })
      .returningAll()
      .executeTakeFirstOrThrow();
    await appendAudit(trx, {
      staffId,
      ip: scope.client.ip,
      action: 'legal_publish',
      subjectType: 'brand',
      subjectId: brandId,
      brandId,
      before: null,
      after: { rule, version },
    });
    return text;
  });
}
