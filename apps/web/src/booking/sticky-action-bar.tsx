import { useEffect, useRef, type ReactNode } from 'react';
import styles from './sticky-action-bar.module.css';

/** The CSS variable the snackbar reads to stay above the bar (libs/ui/src/feedback/snackbar.module.css). */
export const ACTION_BAR_HEIGHT_VAR = '--sabai-action-bar-height';

export interface StickyActionBarProps {
  /** Names the bar for screen readers, e.g. "Your booking". */
  label: string;
  /** The running total, or what is still missing; announced politely when it changes. */
  status: ReactNode;
  /** The page's main action. */
  children: ReactNode;
}

/**
 * The page's running total and main action, pinned to the bottom of the screen so a phone reaches them
 * without scrolling past the menu. A spacer of the bar's height ends the page, so the bar never covers
 * content; its height is published for the snackbar, which sits above it.
 */
export function StickyActionBar({ label, status, children }: StickyActionBarProps) {
  const barRef = useRef<HTMLDivElement>(null);
  const spacerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const root = document.documentElement;
    const publish = () => {
      const height = bar.getBoundingClientRect().height;
      root.style.setProperty(ACTION_BAR_HEIGHT_VAR, `${height}px`);
      if (spacerRef.current) spacerRef.current.style.height = `${height}px`;
    };
    publish();
    // jsdom has no ResizeObserver; the first measure is enough there.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(ACTION_BAR_HEIGHT_VAR);
    };
  }, []);

  return (
    <>
      <div ref={spacerRef} className={styles.spacer} aria-hidden="true" />
      <div ref={barRef} className={styles.bar} role="region" aria-label={label} data-testid="action-bar">
        <div className={styles.status} aria-live="polite">
          {status}
        </div>
        <div className={styles.action}>{children}</div>
      </div>
    </>
  );
}
