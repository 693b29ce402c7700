import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@sabai/i18n';
import { bookingAtom, localeAtom } from '@sabai/state';
import { fieldStyles } from '@sabai/ui/field-styles';
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
  return (
    <div className={fieldStyles.field}>
      <label htmlFor="use-points">{t`Points (you have ${points.active_points})`}</label>
      <select
        id="use-points"
        value={booking.usePoints}
        onChange={(e) => setBooking({ usePoints: Number(e.target.value) })}
      >
        <option value={0}>{t`No points`}</option>
        {rates.map((rate) => (
          <option key={rate.points} value={rate.points}>
            {t`${rate.points} points`} = {formatMoney(rate.value, locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
