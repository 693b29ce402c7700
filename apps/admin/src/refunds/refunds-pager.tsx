import { Plural, Trans, useLingui } from '@lingui/react/macro';
import styles from './refunds.module.css';

export interface RefundsPagerProps {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous and next page of the queue, and where the desk is in it. */
export function RefundsPager({ page, pages, total, onPage }: RefundsPagerProps) {
  const { t } = useLingui();
  return (
    <nav className={styles.pager} aria-label={t`Pages`}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </button>
      <span>
        <Trans>
          Page {page} of {pages}
        </Trans>{' '}
        (<Plural value={total} one="# payment" other="# payments" />)
      </span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}
