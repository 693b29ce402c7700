import { Trans, useLingui } from '@lingui/react/macro';
import type { DayBucket } from './hourly-occupancy';
import { hourlyOccupancy } from './hourly-occupancy';
import styles from './day-sheet.module.css';

function Meter({ label, used, capacity }: { label: string; used: number; capacity: number }) {
  const share = capacity > 0 ? Math.min(1, used / capacity) : 0;
  return (
    <span className={styles.meter}>
      <span className={styles.meterText}>
        {label} {used}/{capacity}
      </span>
      <span className={styles.meterBar} aria-hidden="true">
        <span style={{ width: `${Math.round(share * 100)}%` }} className={share >= 1 ? styles.full : ''} />
      </span>
    </span>
  );
}

/** Places taken per hour, spa and onsen: the fullest quarter of each hour against its capacity. */
export function OccupancyStrip({ buckets }: { buckets: DayBucket[] }) {
  const { t } = useLingui();
  const hours = hourlyOccupancy(buckets);
  if (hours.length === 0) return null;
  return (
    <section aria-labelledby="occupancy-title" className={styles.occupancy}>
      <h2 id="occupancy-title">
        <Trans>Occupancy by hour</Trans>
      </h2>
      <ol className={styles.strip}>
        {hours.map((h) => (
          <li key={h.hour}>
            <span className={styles.hour}>{h.hour}</span>
            <Meter label={t`Spa`} used={h.spaUsed} capacity={h.spaCapacity} />
            <Meter label={t`Onsen`} used={h.onsenUsed} capacity={h.onsenCapacity} />
          </li>
        ))}
      </ol>
    </section>
  );
}
