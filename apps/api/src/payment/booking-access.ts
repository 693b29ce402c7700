import type { Scope } from '../core/scope';

/** A booking of the request's brand by id; ids are random UUIDs, so knowing one is the capability. */
export async function findBookingOfBrand(scope: Pick<Scope, 'db' | 'brand'>, id: string) {
  const row = await scope.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
  return row && row.brand_id === scope.brand.id ? row : undefined;
}
