import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface LoadErrorProps {
  /** What could not be loaded, e.g. 'Branches could not be loaded.' */
  message: ReactNode;
  onRetry: () => void;
  className?: string | undefined;
  retryClassName?: string | undefined;
}

/** A list that failed to load: says so, announced to screen readers, with a way to try again. */
export function LoadError({ message, onRetry, className, retryClassName }: LoadErrorProps) {
  return (
    <p role="alert" className={className}>
      {message}{' '}
      <button type="button" className={retryClassName} onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </p>
  );
}
