import { useLingui } from '@lingui/react/macro';
import { passwordStrength } from '@sabai/validation';
import styles from './member.module.css';

/** Weak, Medium or Strong (docs/product-rules.md, Members), as a bar and in words. */
export function PasswordMeter({ password }: { password: string }) {
  const { t } = useLingui();
  if (!password) return null;
  const strength = passwordStrength(password);
  const label = { weak: t`Weak`, medium: t`Medium`, strong: t`Strong` }[strength];
  return (
    <p className={styles.meter} data-strength={strength} aria-live="polite">
      <span className={styles.meterBar} aria-hidden="true" />
      {t`Password strength: ${label}`}
    </p>
  );
}
