import { useFormState, type FieldError } from 'react-hook-form';
import styles from './forms.module.css';

/** The form's own errors (`setError('root', …)`: a refused call, a rule across fields), as alerts. */
export function ErrorList() {
  const { errors } = useFormState();
  const root = errors.root;
  if (!root) return null;
  const nested = Object.entries(root)
    .filter(([key]) => !['type', 'message', 'ref', 'types'].includes(key))
    .map(([, error]) => (error as FieldError).message);
  const messages = [root.message, ...nested].filter((m): m is string => Boolean(m));
  return messages.map((message) => (
    <p key={message} className={styles.error} role="alert">
      {message}
    </p>
  ));
}
