// Legal texts by version (docs/product-rules.md, Legal texts): the newest a brand published for each rule is its
// current one; a rule the brand never published is the web's built-in text, with the built-in version.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

export const LEGAL_RULES = ['terms', 'privacy', 'cookies'] as const;
export type LegalRuleName = (typeof LEGAL_RULES)[number];
export type LegalVersions = Record<LegalRuleName, string>;

/** The version of the texts built into the web app, which it shows until the brand publishes its own. */
export const BUILT_IN_LEGAL_VERSION = '2026-11';

type Db = Kysely<Database> | Transaction<Database>;

/** Every brand's current version of each rule. */
export async function currentLegalVersions(db: Db): Promise<Map<string, LegalVersions>> {
  const rows = await db
    .selectFrom('legal_texts')
    .select(['brand_id', 'rule', 'version'])
    .distinctOn(['brand_id', 'rule'])
    .orderBy('brand_id')
    .orderBy('rule')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const versions = new Map<string, LegalVersions>();
  for (const row of rows) {
    const brand = versions.get(row.brand_id) ?? builtInVersions();
    brand[row.rule] = row.version;
    versions.set(row.brand_id, brand);
  }
  return versions;
}

export const builtInVersions = (): LegalVersions => ({
  terms: BUILT_IN_LEGAL_VERSION,
  privacy: BUILT_IN_LEGAL_VERSION,
  cookies: BUILT_IN_LEGAL_VERSION,
});

/** The brand's current text of a rule, or nothing when the built-in one stands. */
export async function currentLegalText(db: Db, brandId: string, rule: LegalRuleName) {
  return db
    .selectFrom('legal_texts')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('rule', '=', rule)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
