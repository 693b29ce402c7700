import { useEffect, useState } from 'react';

/** The index of the slide to show among `count`, moving on every `intervalMs` unless `paused`. */
export function useRotation(count: number, intervalMs: number, paused: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, paused]);
  return count > 0 ? index % count : 0;
}
