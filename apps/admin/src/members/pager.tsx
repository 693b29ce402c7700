import { Trans, useLingui } from '@lingui/react/macro';
import styles from './members.module.css';

export interface PagerProps {
  /** What is paged, for screen readers: "Members", "Wallet movements". */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous and next for a list the server pages; nothing when everything fits on one page. */
export function Pager({ label, page, pageSize, total, onPage }: PagerProps) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t`${label}: pages`} className={styles.pager}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </button>
      <span aria-live="polite">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}
