import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The next booking number of a brand for a day, e.g. 'YU-20261122-0007'. The counter row is updated
 * in the caller's transaction, so numbers are never reused and a rolled-back confirmation uses none.
 */
export async function nextBookingNo(
  trx: Transaction<Database>,
  brandCode: string,
  day: string,
): Promise<string> {
  const row = await trx
    .insertInto('booking_number_counters')
    .values({ brand_code: brandCode, day, last: 1 })
    .onConflict((oc) =>
      oc
        .columns(['brand_code', 'day'])
        .doUpdateSet((eb) => ({ last: eb('booking_number_counters.last', '+', 1) })),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  return `${brandCode}-${day.replaceAll('-', '')}-${String(row.last).padStart(4, '0')}`;
}
