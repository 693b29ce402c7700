// track (docs/api.md, Booking): analytics events, bounded so a client cannot fill the database. A funnel event
// (docs/product-rules.md, Booking funnel) names a known step, its visit and its channel, kept in columns.
import type { Scope } from '../core/scope';
import { FUNNEL_STEPS, funnelDataSchema, funnelEvent, parseInput, unstorableText } from '@sabai/validation';
import { inputRefused } from '../core/app-error';

const FUNNEL_EVENTS = new Set<string>(FUNNEL_STEPS.map(funnelEvent));

/** A funnel event's visit and channel, checked; nothing for other events. */
function funnelColumns(event: string, data: unknown): { visit_id: string; channel: string } | null {
  if (!event.startsWith('funnel.')) return null;
  if (!FUNNEL_EVENTS.has(event)) throw inputRefused([{ field: 'event', message: 'event.invalid' }]);
  const parsed = parseInput(funnelDataSchema, data);
  if (!parsed.ok) throw inputRefused(parsed.problems.map((p) => ({ ...p, field: `data.${p.field}` })));
  return { visit_id: parsed.value.visit, channel: parsed.value.channel };
}

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
  const funnel = funnelColumns(event, parsed);
  await scope.db
    .insertInto('track_events')
    .values({
      brand_id: scope.brand.id,
      event,
      data: parsed === null ? null : JSON.stringify(parsed),
      summary: summary ?? null,
      ...funnel,
    })
    .execute();
  return true;
}
