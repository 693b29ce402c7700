// The kit's field look on its own (`@sabai/ui/field-styles`): a page whose fields live outside a kit form
// (the booking's branch, time and guest selects) wears the same classes without loading react-hook-form.
import styles from './forms.module.css';

/** A labelled field (label, then its input, select or textarea) and the error line under it. */
export const fieldStyles = { field: styles.field, error: styles.error };
