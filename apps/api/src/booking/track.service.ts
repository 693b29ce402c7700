// track (docs/api.md, Booking): analytics events, bounded so a client cannot fill the database.
import type { Scope } from '../core/scope';
import { unstorableText } from '@sabai/validation';
import { inputRefused } from '../core/app-error';

const MAX_EVENT = 64;
const MAX_DATA = 4096;
const MAX_SUMMARY = 1024;

export async function track(
  scope: Scope,
  event: string,
  data?: string | null,
  summary?: string | null,
): Promise<boolean> {
  if (!/^[\w.:-]{1,64}$/.test(event) || event.length > MAX_EVENT)
    throw inputRefused([{ field: 'event', message: 'event.invalid' }]);
  if (data && data.length > MAX_DATA) throw inputRefused([{ field: 'data', message: 'data.tooLong' }]);
  if (summary && summary.length > MAX_SUMMARY)
    throw inputRefused([{ field: 'summary', message: 'summary.tooLong' }]);
  let parsed: unknown = null;
  if (data) {
    try {
      parsed = JSON.parse(data);
    } catch {
      throw inputRefused([{ field: 'data', message: 'data.invalid' }]);
    }
    // JSON's escapes can spell what the string itself may not hold ("\u0000").
    const unstorable = unstorableText(parsed, ['data']);
    if (unstorable) throw inputRefused([unstorable]);
  }
  await scope.db
    .insertInto('track_events')
    .values({
      brand_id: scope.brand.id,
      event,
      data: parsed === null ? null : JSON.stringify(parsed),
      summary: summary ?? null,
    })
    .execute();
  return true;
}
