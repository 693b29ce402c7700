import { Select, useLingui } from '@lingui/react/macro';
import { formatCount, formatMoney, oneOrOther } from '@sabai/i18n';
import { bookingAtom } from '@sabai/state';
import { fieldStyles } from '../forms/field-styles';
import { useAtom } from 'jotai';
import { pointsCount } from './points-count';

export interface PointsFieldProps {
  /** The member's points (`active_points`: those not yet expired). */
  points: { active_points: number };
  /** The conversion rates the member has enough points for. */
  rates: readonly { points: number; value: number }[];
}

/**
 * How many points to use, one of the brand's conversion rates (or none). Counts are our own one/other and
 * grouping, not plurals, which would build an Intl formatter (docs/decisions.md, "Dates and amounts without Intl").
 */
export function PointsField({ points, rates }: PointsFieldProps) {
  const [booking, setBooking] = useAtom(bookingAtom);
  const { t, i18n } = useLingui();
  const activePoints = points.active_points;
  const have = formatCount(activePoints);
  return (
    <div className={fieldStyles.field}>
      <label htmlFor="use-points">
        <Select
          value={oneOrOther(activePoints)}
          _one={`Points (you have ${have} point)`}
          other={`Points (you have ${have} points)`}
        />
      </label>
      <select
        id="use-points"
        value={booking.usePoints}
        onChange={(e) => setBooking({ usePoints: Number(e.target.value) })}
      >
        <option value={0}>{t`No points`}</option>
        {rates.map(({ points: count, value }) => (
          <option key={count} value={count}>
            {i18n._(pointsCount(count))} = {formatMoney(value)}
          </option>
        ))}
      </select>
    </div>
  );
}
