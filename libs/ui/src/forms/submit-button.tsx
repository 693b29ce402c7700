import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';

export interface SubmitButtonProps {
  /** Work the form does not see (a mutation of the page, another button's call) that also blocks a submit. */
  busy?: boolean;
  className?: string | undefined;
  children: ReactNode;
}

/** The form's submit button, disabled while the submit runs: one click sends one call. */
export function SubmitButton({ busy = false, className, children }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <button type="submit" className={className} disabled={busy || isSubmitting}>
      {children}
    </button>
  );
}
