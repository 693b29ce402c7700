import { useLingui } from '@lingui/react/macro';
import {
  PROGRESS_DURATION_MS,
  PROGRESS_HIDE_DELAY_MS,
  PROGRESS_THROTTLE_MS,
  progressAtom,
} from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import styles from './progress-bar.module.css';

type Phase = 'idle' | 'running' | 'done' | 'failed';

/**
 * A thin bar at the top of the page for requests in flight. It shows only for work lasting past the
 * 200 ms throttle, creeps towards the end over 5 s, completes (or turns red) and hides 500 ms later.
 */
export function ProgressBar() {
  const { pending, failed } = useAtomValue(progressAtom);
  const [phase, setPhase] = useState<Phase>('idle');
  const { t } = useLingui();

  useEffect(() => {
    if (pending > 0) {
      const timer = window.setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS);
      return () => window.clearTimeout(timer);
    }
    // A failure shows even when it came back within the throttle (docs/product-rules.md, Notifications and
    // progress).
    setPhase((current) =>
      current === 'running' || (current === 'idle' && failed) ? (failed ? 'failed' : 'done') : current,
    );
    return undefined;
  }, [pending, failed]);

  useEffect(() => {
    if (phase !== 'done' && phase !== 'failed') return;
    const timer = window.setTimeout(() => setPhase('idle'), PROGRESS_HIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      className={`${styles.bar} ${styles[phase]}`}
      role="progressbar"
      aria-label={phase === 'failed' ? t`Loading failed` : t`Loading`}
      aria-busy={phase === 'running'}
      data-phase={phase}
      style={{ ['--progress-duration' as string]: `${PROGRESS_DURATION_MS}ms` }}
    />
  );
}
