import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';
import { ErrorPage, NotFoundPage } from './error-page';

/** Last resort when the error page itself throws (docs/product-rules.md, Screens and routes). */
class ErrorPageGuard extends Component<{ homeHref: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" style={{ padding: 24, textAlign: 'center' }}>
        <p>
          <Trans>An error occurred while showing the error page</Trans>
        </p>
        <a href={this.props.homeHref}>
          <Trans>Home Page</Trans>
        </a>
      </main>
    );
  }
}

/** Storage can throw (private modes); the error page must still show. */
function safely(reload: () => boolean): boolean {
  try {
    return reload();
  } catch {
    return false;
  }
}

/** The errorElement of every route tree: 404s, server errors, and failed route chunks. */
export function RouteErrorBoundary({ homeHref = '/' }: { homeHref?: string }) {
  const error = useRouteError();
  if (isChunkLoadError(error) && safely(reloadAfterChunkError)) return null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <ErrorPageGuard homeHref={homeHref}>
      {status === 404 ? (
        <NotFoundPage homeHref={homeHref} />
      ) : (
        <ErrorPage status={status} homeHref={homeHref} />
      )}
    </ErrorPageGuard>
  );
}
