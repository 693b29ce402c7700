import { Trans, useLingui } from '@lingui/react/macro';
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
