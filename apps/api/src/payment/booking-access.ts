import type { GraphQLContext } from '../graphql/context';

/** A booking of the request's brand by id; ids are random UUIDs, so knowing one is the capability. */
export async function findBookingOfBrand(context: Pick<GraphQLContext, 'db' | 'brand'>, id: string) {
  const row = await context.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
  return row && row.brand_id === context.brand.id ? row : undefined;
}
