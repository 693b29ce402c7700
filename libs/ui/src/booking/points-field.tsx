import { plural } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@sabai/i18n';
import { bookingAtom, localeAtom } from '@sabai/state';
import { fieldStyles } from '../forms/field-styles';
import { useAtom, useAtomValue } from 'jotai';

export interface PointsFieldProps {
  /** The member's points (`active_points`: those not yet expired). */
  points: { active_points: number };
  /** The conversion rates the member has enough points for. */
  rates: readonly { points: number; value: number }[];
}

/** How many points to use, one of the brand's conversion rates (or none). */
export function PointsField({ points, rates }: PointsFieldProps) {
  const locale = useAtomValue(localeAtom);
  const [booking, setBooking] = useAtom(bookingAtom);
  const { t } = useLingui();
  const activePoints = points.active_points;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor="use-points">
        <Plural value={activePoints} one="Points (you have # point)" other="Points (you have # points)" />
      </label>
      <select
        id="use-points"
        value={booking.usePoints}
        onChange={(e) => setBooking({ usePoints: Number(e.target.value) })}
      >
        <option value={0}>{t`No points`}</option>
        {rates.map(({ points: count, value }) => (
          <option key={count} value={count}>
            {t({ message: plural(count, { one: '# point', other: '# points' }) })} ={' '}
            {formatMoney(value, locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
