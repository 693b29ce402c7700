import type { ReactNode } from 'react';
import {
  get,
  useFormContext,
  useFormState,
  type FieldError,
  type RegisterOptions,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useErrorText } from './form';
import styles from './forms.module.css';

/** What a field's control spreads: the form's registration, its id, and its error tied to it. */
export interface FieldControlProps extends UseFormRegisterReturn {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  /** The value's path in the form ('tax.id'). */
  name: string;
  id: string;
  label: string;
  /** Rules checked by the form itself, for a form without a schema (a live comparison, say). */
  rules?: RegisterOptions | undefined;
  /** The control; a plain text input when left out. */
  children?: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its error message under it, announced through aria-describedby. */
export function FormField({
  name,
  id,
  label,
  rules,
  children = (control) => <input {...control} />,
}: FormFieldProps) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const errorText = useErrorText();
  const code = (get(errors, name) as FieldError | undefined)?.message;
  const error = code ? errorText(name, code) : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({
        ...register(name, rules),
        id,
        'aria-invalid': errorId !== undefined,
        'aria-describedby': errorId,
      })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
