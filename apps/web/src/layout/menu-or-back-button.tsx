import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import styles from './default-layout.module.css';

export interface MenuOrBackButtonProps {
  /** On the front page the button opens the menu drawer; elsewhere it goes back. */
  isFront: boolean;
  onOpenMenu: () => void;
}

/**
 * The phone top bar's first button: the drawer's ☰ on the front page, a back arrow elsewhere
 * (docs/product-rules.md, Screens and routes).
 */
export function MenuOrBackButton({ isFront, onOpenMenu }: MenuOrBackButtonProps) {
  const navigate = useNavigate();
  const { t } = useLingui();
  return isFront ? (
    <button
      type="button"
      className={`${styles.iconButton} ${styles.mobileOnly}`}
      aria-label={t`Open menu`}
      onClick={onOpenMenu}
    >
      <span aria-hidden="true">☰</span>
    </button>
  ) : (
    <button
      type="button"
      className={`${styles.iconButton} ${styles.mobileOnly}`}
      aria-label={t`Back`}
      onClick={() => void navigate(-1)}
    >
      <span aria-hidden="true">←</span>
    </button>
  );
}
