// Logins in progress (docs/api.md, Wellness login): one row per state, taken once by the callback, and kept
// with the provider's identity while a new member confirms their details.
import { sql, type Kysely } from 'kysely';
import type { WellnessDatabase, WellnessIdentity } from './wellness.tables';

/** Long enough to sign in at the provider; a pending confirmation gets the same again. */
export const FLOW_TTL_SEC = 10 * 60;

export interface NewFlow {
  state: string;
  brandId: string;
  codeVerifier: string;
  nonce: string;
  returnPath: string;
}

export async function createFlow(db: Kysely<WellnessDatabase>, flow: NewFlow): Promise<void> {
  await db
    .insertInto('wellness_flows')
    .values({
      state: flow.state,
      brand_id: flow.brandId,
      code_verifier: flow.codeVerifier,
      nonce: flow.nonce,
      return_path: flow.returnPath,
      identity: null,
      expires_at: sql<Date>`now() + make_interval(secs => ${FLOW_TTL_SEC})`,
    })
    .execute();
}

/** Removes the flow and says what it was: its data, or 'expired' when it outlived its time. */
export async function takeFlow(db: Kysely<WellnessDatabase>, state: string, brandId: string) {
  const row = await db
    .deleteFrom('wellness_flows')
    .where('state', '=', state)
    .where('brand_id', '=', brandId)
    .returningAll()
    .returning(sql<boolean>`expires_at <= now()`.as('lapsed'))
    .executeTakeFirst();
  if (!row) return undefined;
  return row.lapsed ? ('expired' as const) : row;
}

export async function keepIdentity(
  db: Kysely<WellnessDatabase>,
  flow: NewFlow,
  identity: WellnessIdentity,
): Promise<void> {
  await createFlow(db, flow);
  await db
    .updateTable('wellness_flows')
    .set({ identity: JSON.stringify(identity) })
    .where('state', '=', flow.state)
    .execute();
}

/** A live flow that holds an identity awaiting confirmation. */
export async function findPendingIdentity(db: Kysely<WellnessDatabase>, state: string, brandId: string) {
  const row = await db
    .selectFrom('wellness_flows')
    .select(['identity', 'return_path'])
    .where('state', '=', state)
    .where('brand_id', '=', brandId)
    .where('identity', 'is not', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.identity ? { identity: row.identity, returnPath: row.return_path } : undefined;
}
