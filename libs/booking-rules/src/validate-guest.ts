import { onlineBookingOptions, type BookingOptions } from './booking-options.js';
import type { Catalog } from './catalog.js';
import { courseSetProblems } from './course-rules.js';
import { forcedProductIds } from './forced-items.js';
import { guestDerived, type Guest, type GuestDerived } from './guest.js';
import { oilBeforeOnsen } from './onsen-order.js';
import { problem, resultOf, type Problem, type Result } from './problems.js';
import type { ResolveCode } from './resolve-item.js';

/** The problems {@link validateGuest} can report. */
export type GuestCode =
  | ResolveCode
  | 'treatment_required'
  | 'force_select_missing'
  | 'onsen_time_required'
  | 'spa_time_required'
  | 'onsen_spa_same_time'
  | 'akasuri_requires_onsen'
  | 'oil_before_onsen'
  | 'onsen_fee_disabled'
  | 'onsen_fee_repeated'
  | 'course_set_incomplete';

function startProblems(guest: Guest, derived: GuestDerived): Problem<GuestCode>[] {
  if (!derived.hasOnsenFee) return [];
  const { onsen, spa } = guest.start;
  const needsSpa = derived.spaDurationMin > 0;
  const problems: Problem<GuestCode>[] = [];
  if (onsen === null) problems.push(problem('onsen_time_required', { guest: guest.no }));
  if (needsSpa && spa === null) problems.push(problem('spa_time_required', { guest: guest.no }));
  if (needsSpa && onsen !== null && onsen === spa) {
    problems.push(problem('onsen_spa_same_time', { guest: guest.no, time: onsen }));
  }
  return problems;
}

function onsenProblems(no: number, derived: GuestDerived, akasuriTag: string): Problem<GuestCode>[] {
  const problems: Problem<GuestCode>[] = [];
  const onsenItems = derived.items.filter((item) => item.hasOnsenFee);
  const tag = akasuriTag.toLowerCase();
  const akasuri = derived.items.filter((item) => item.tags.some((t) => t.toLowerCase() === tag));
  if (onsenItems.length === 0) {
    for (const item of akasuri)
      problems.push(problem('akasuri_requires_onsen', { guest: no, productId: item.productId }));
  }
  const oil = oilBeforeOnsen(derived.items);
  if (oil !== undefined) problems.push(problem('oil_before_onsen', { guest: no, productId: oil.productId }));
  const disabler = derived.items.find((item) => item.disablesOnsenFee);
  const [onsen] = onsenItems;
  if (disabler !== undefined && onsen !== undefined) {
    problems.push(
      problem('onsen_fee_disabled', {
        guest: no,
        productId: onsen.productId,
        byProductId: disabler.productId,
      }),
    );
  }
  if (onsenItems.length > 1) problems.push(problem('onsen_fee_repeated', { guest: no }));
  return problems;
}

/**
 * One guest's rules (docs/product-rules.md, Validation): a treatment or package is chosen; force-selected
 * items are there; with the onsen, its start time (and the spa start time when there are spa treatments) are
 * set and differ; akasuri needs the onsen; no oil treatment before the onsen; no onsen fee beside a
 * must-after-onsen treatment without oil; one onsen fee at most; course items in whole sets. Ids that cannot
 * be looked up are reported alone, as nothing else can be judged.
 */
export function validateGuest(
  guest: Guest,
  catalog: Catalog,
  options: Pick<BookingOptions, 'akasuriTag'> = onlineBookingOptions,
): Result<{ derived: GuestDerived }, GuestCode> {
  const resolved = guestDerived(guest, catalog);
  if (!resolved.ok) return resolved;
  return resultOf(guestRuleProblems(guest, resolved.derived, catalog, options.akasuriTag), {
    derived: resolved.derived,
  });
}

/** The rules of {@link validateGuest} for a guest whose ids are already resolved. */
export function guestRuleProblems(
  guest: Guest,
  derived: GuestDerived,
  catalog: Catalog,
  akasuriTag: string,
): Problem<GuestCode>[] {
  const problems: Problem<GuestCode>[] = [];
  if (derived.chosenCount === 0) problems.push(problem('treatment_required', { guest: guest.no }));
  for (const productId of forcedProductIds(catalog)) {
    if (!guest.treatments.includes(productId)) {
      problems.push(problem('force_select_missing', { guest: guest.no, productId }));
    }
  }
  problems.push(...startProblems(guest, derived), ...onsenProblems(guest.no, derived, akasuriTag));
  problems.push(...courseSetProblems(guest, catalog));
  return problems;
}
