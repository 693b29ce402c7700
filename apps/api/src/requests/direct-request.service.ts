// directRequest (/book/direct, docs/product-rules.md, Guests): groups above the online limit ask the branch directly.
// The request is stored and, in the same transaction, an e-mail to the brand's staff is put in the
// outbox, so a stored request is never left without its notice (nor a notice without its request).
import { toBranchLocal } from '@sabai/booking-rules';
import { directRequestInputSchema, parseInput } from '@sabai/validation';
import { randomUUID } from 'node:crypto';
import { bookingOptionsOf } from '../core/principal';
import type { Scope } from '../core/scope';
import { directRequestEmail } from './direct-request-email';
import { AppError, inputRefused } from '../core/app-error';

export async function directRequest(scope: Scope, rawInput: unknown): Promise<{ id: string }> {
  const parsed = parseInput(directRequestInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const input = parsed.value;
  const branch = await scope.catalog.branch(scope.brand.id, input.branch_id);
  if (!branch) throw new AppError('branch.notFound', { branch: input.branch_id });
  if (input.date < toBranchLocal(scope.clock.now(), branch.time_zone).date)
    throw inputRefused([{ field: 'date', message: 'date.past' }]);
  // A group the brand takes online books online (docs/product-rules.md, Guests).
  if (input.guest_count <= bookingOptionsOf(await scope.principal(), scope.brand).maxGuests)
    throw inputRefused([{ field: 'guest_count', message: 'guest_count.invalid' }]);

  const row = {
    id: randomUUID(),
    brand_id: scope.brand.id,
    branch_id: branch.id,
    date: input.date,
    time: input.time,
    guest_count: input.guest_count,
    contact_name: input.contact_name,
    contact_phone: input.contact_phone,
    contact_email: input.contact_email,
    message: input.message,
    locale: scope.locale,
  };
  await scope.db.transaction().execute(async (trx) => {
    await trx.insertInto('direct_requests').values(row).execute();
    // Read here rather than from the brand cache: an address changed in admin applies at once.
    const brand = await trx
      .selectFrom('brands')
      .select('staff_email')
      .where('id', '=', scope.brand.id)
      .executeTakeFirst();
    if (brand?.staff_email) {
      await trx
        .insertInto('outbox')
        .values({
          ...directRequestEmail(row, {
            recipient: brand.staff_email,
            brandName: scope.brand.name.en,
            branchName: branch.name.en,
          }),
          kind: 'group_request',
          brand_id: scope.brand.id,
        })
        .execute();
    }
  });
  return { id: row.id };
}
