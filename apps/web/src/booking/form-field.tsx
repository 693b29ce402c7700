import type { ReactNode } from 'react';
import styles from './booking.module.css';

/** What a field's control spreads: its id, and its error message tied to it for screen readers. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its error message under it: the contact, group request and register forms. */
export function FormField({ id, label, error, children }: FormFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': errorId !== undefined, 'aria-describedby': errorId })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
