import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiBranch } from '@sabai/booking-journey';
import { formatTime } from '@sabai/i18n';
import { bookingAtom, productStateAtom, withChangedVisit, type BookingDraft } from '@sabai/state';
import { Photo } from '@sabai/ui';
import { fieldStyles } from '@sabai/ui/field-styles';
import { useAtom, useSetAtom } from 'jotai';
import { branchesByProvince } from '../pages/branches-by-province';
import styles from './booking.module.css';

/** A new branch means another menu: the guests' lists are emptied, their names kept. */
function withBranch(booking: BookingDraft, branch: ApiBranch): BookingDraft {
  const guests = Object.fromEntries(
    Object.entries(booking.guests).map(([no, g]) => [
      no,
      { ...g, treatments: [], start: { onsen: null, spa: null } },
    ]),
  );
  return withChangedVisit(booking, { branchId: branch.id, brandId: branch.brand_id, guests, time: null });
}

export interface BranchFieldProps {
  branches: readonly ApiBranch[];
  /** The chosen branch, if any. */
  branch: ApiBranch | undefined;
  /** The message under the field when "next" found no branch chosen; null when none is shown. */
  error: string | null;
}

/** The branch, grouped by province, with its address, hours and photo once chosen. */
export function BranchField({ branches, branch, error }: BranchFieldProps) {
  const [booking, setBooking] = useAtom(bookingAtom);
  const setView = useSetAtom(productStateAtom);
  const { t } = useLingui();
  return (
    <div className={fieldStyles.field}>
      <label htmlFor="book-branch">{t`Branch`}</label>
      <select
        id="book-branch"
        aria-invalid={error !== null}
        aria-describedby={error !== null ? 'book-branch-error' : undefined}
        value={booking.branchId ?? ''}
        onChange={(e) => {
          const chosen = branches.find((b) => b.id === e.target.value);
          if (!chosen) return;
          setBooking((b) => withBranch(b, chosen));
          // The old branch's filters mean nothing at the new one.
          setView({ filter: null, activeGuest: 1 });
        }}
      >
        <option value="" disabled>
          {t`Choose a branch`}
        </option>
        {branchesByProvince(branches).map((group) => (
          <optgroup key={group.code} label={group.name}>
            {group.branches.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name} ({formatTime(b.open_time)}–{formatTime(b.close_time)})
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {error !== null && (
        <p id="book-branch-error" className={fieldStyles.error}>
          {error}
        </p>
      )}
      {branch && (
        <p className={styles.hint}>
          {branch.friendly_address} ·{' '}
          <Trans>
            Open {formatTime(branch.open_time)}–{formatTime(branch.close_time)}
          </Trans>
        </p>
      )}
      {branch?.image && (
        // Below the fold of the form and lazy: the page's first paint stays its heading and fields.
        <Photo image={branch.image} sizes="(min-width: 640px) 480px, 100vw" className={styles.branchPhoto} />
      )}
    </div>
  );
}
