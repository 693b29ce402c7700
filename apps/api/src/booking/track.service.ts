// track (SPEC §7): analytics events, bounded so a client cannot fill the database.
import type { GraphQLContext } from '../graphql/context';
import { inputError } from '../graphql/user-error';

const MAX_EVENT = 64;
const MAX_DATA = 4096;
const MAX_SUMMARY = 1024;

export async function track(
  context: GraphQLContext,
  event: string,
  data?: string | null,
  summary?: string | null,
): Promise<boolean> {
  if (!/^[\w.:-]{1,64}$/.test(event) || event.length > MAX_EVENT)
    throw inputError(context, [{ field: 'event', message: 'event.invalid' }]);
  if (data && data.length > MAX_DATA) throw inputError(context, [{ field: 'data', message: 'data.tooLong' }]);
  if (summary && summary.length > MAX_SUMMARY)
    throw inputError(context, [{ field: 'summary', message: 'summary.tooLong' }]);
  let parsed: unknown = null;
  if (data) {
    try {
      parsed = JSON.parse(data);
    } catch {
      throw inputError(context, [{ field: 'data', message: 'data.invalid' }]);
    }
  }
  await context.db
    .insertInto('track_events')
    .values({
      brand_id: context.brand.id,
      event,
      data: parsed === null ? null : JSON.stringify(parsed),
      summary: summary ?? null,
    })
    .execute();
  return true;
}
