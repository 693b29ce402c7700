// Paging for the back office's long lists (the group requests, the audit log): the server counts the
// matches and sends one page; the pager moves between pages and says where the reader is.
import { Plural, useLingui } from '@lingui/react/macro';
import styles from './list-pager.module.css';

export interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Names the pager's landmark, e.g. "Pages of group requests". */
  label: string;
}

export function ListPager({ page, pageSize, total, onPage, label }: ListPagerProps) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className={styles.pager}>
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t`Previous page`}
      </button>
      <span>
        {t`Page ${page} of ${pages}`} · <Plural value={total} one="# match" other="# matches" />
      </span>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t`Next page`}
      </button>
    </nav>
  );
}
