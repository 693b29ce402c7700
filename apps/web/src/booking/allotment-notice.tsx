import { Trans, useLingui } from '@lingui/react/macro';
import { formatTime } from '@sabai/i18n';
import type { Allotment, SuggestedBranch } from '@sabai/state';
import styles from './booking.module.css';

export interface AllotmentNoticeProps {
  allotment: Allotment;
  onSwitch: (branch: SuggestedBranch) => void;
  busy?: boolean;
}

/** A booking that does not fit: the message, each guest's answer and the branches that could take it. */
export function AllotmentNotice({ allotment, onSwitch, busy = false }: AllotmentNoticeProps) {
  const { t } = useLingui();
  const seen = new Set<string>();
  const suggestions = [...allotment.suggest_branches.pool, ...allotment.suggest_branches.province].filter(
    (b) => !seen.has(b.id) && Boolean(seen.add(b.id)),
  );
  return (
    <section className={styles.notice} role="alert" aria-labelledby="allotment-title">
      <h2 id="allotment-title">{allotment.message ?? t`This booking cannot be made.`}</h2>
      <ul>
        {allotment.guests
          .filter((g) => !g.is_bookable)
          .map((g) => (
            <li key={g.no}>
              <Trans>Guest {g.no}</Trans>: {g.message}
            </li>
          ))}
      </ul>
      {allotment.is_swappable_branch && suggestions.length > 0 && (
        <>
          <p>
            <Trans>These branches can take your whole booking at the same time:</Trans>
          </p>
          <ul className={styles.suggestions}>
            {suggestions.map((b) => (
              <li key={b.id}>
                <span>
                  {b.name} · {b.province}
                </span>
                <button type="button" className={styles.primary} disabled={busy} onClick={() => onSwitch(b)}>
                  <Trans>Book at {b.name}</Trans>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export interface FullTimeNoticeProps {
  /** The full time, or the first of a run of full times ('HH:mm:ss'). */
  from: string;
  /** The last of the run, when it is longer than one time. */
  to?: string | undefined;
  /** Free times to offer instead ('HH:mm:ss'). */
  nextFree: readonly string[];
  onPick: (time: string) => void;
  /** Said at once (the chosen time no longer fits) rather than read in its place. */
  alert?: boolean;
}

/** Times the whole party cannot get, and the next free ones to pick (docs/product-rules.md, Availability). */
export function FullTimeNotice({ from, to, nextFree, onPick, alert = false }: FullTimeNoticeProps) {
  const { t } = useLingui();
  const start = formatTime(from);
  const end = to ? formatTime(to) : null;
  const what = end ? t`${start} to ${end} are full for your party.` : t`${start} is full for your party.`;
  return (
    <section className={styles.notice} role={alert ? 'alert' : undefined} tabIndex={-1}>
      <p>
        {what} {nextFree.length > 0 ? t`Next free times:` : t`No other time is free on this day.`}
      </p>
      {nextFree.length > 0 && (
        <ul className={styles.suggestions}>
          {nextFree.map((time) => {
            const free = formatTime(time);
            return (
              <li key={time}>
                <button type="button" className={styles.secondary} onClick={() => onPick(time)}>
                  {t`Choose ${free}`}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
