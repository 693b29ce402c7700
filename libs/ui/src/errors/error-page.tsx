import { Trans, useLingui } from '@lingui/react/macro';
import styles from './error-page.module.css';

export interface ErrorPageProps {
  status: number;
  /** Where the Home Page button goes: '/' on the web, '/kiosk' on the kiosk. */
  homeHref?: string;
  /** Extra sentence under the title, e.g. the 404 page's. */
  detail?: string;
}

/**
 * '404 Not Found', '500 Server Error' or '{code} Unknown Error', with ways out (docs/product-rules.md,
 * Screens and routes).
 */
export function ErrorPage({ status, homeHref = '/', detail }: ErrorPageProps) {
  const { t } = useLingui();
  const title =
    status === 404 ? t`404 Not Found` : status === 500 ? t`500 Server Error` : t`${status} Unknown Error`;
  return (
    <main className={styles.page} id="main">
      <h1 className={styles.title}>{title}</h1>
      {detail && <p className={styles.detail}>{detail}</p>}
      <div className={styles.actions}>
        <a className={styles.primary} href={homeHref}>
          <Trans>Home Page</Trans>
        </a>
        <button type="button" className={styles.secondary} onClick={() => window.history.back()}>
          <Trans>Previous Page</Trans>
        </button>
      </div>
    </main>
  );
}

export function NotFoundPage({ homeHref = '/' }: { homeHref?: string }) {
  const { t } = useLingui();
  return <ErrorPage status={404} homeHref={homeHref} detail={t`This page could not be found`} />;
}
