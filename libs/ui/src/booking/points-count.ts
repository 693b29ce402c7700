import type { MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { formatCount, oneOrOther } from '@sabai/i18n';

/**
 * "1 point", "1,250 points": our own one/other and grouping, not a plural, which would build an Intl formatter
 * (docs/decisions.md, "Dates and amounts without Intl"). Shown with i18n._.
 */
export function pointsCount(count: number): MessageDescriptor {
  const points = formatCount(count);
  return msg({ message: select(oneOrOther(count), { one: `${points} point`, other: `${points} points` }) });
}
