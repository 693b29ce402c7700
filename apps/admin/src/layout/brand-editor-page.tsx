// The shell of a brand admin's editing page (docs/product-rules.md, The catalogue in admin): the heading, a line for
// staff who may not edit, the loading state and the load error with its retry; the page's form comes as children.
import { errorText } from '@sabai/graphql';
import { LoadError, PageLoading } from '@sabai/ui';
import type { ReactNode } from 'react';
import type { CombinedError } from 'urql';
import retry from './retry.module.css';

interface BrandEditorPageProps {
  heading: ReactNode;
  className: string | undefined;
  /** What to tell staff who may not edit; null for those who may. */
  notAllowed: string | null;
  fetching: boolean;
  loaded: boolean;
  error: CombinedError | undefined;
  onRetry: () => void;
  children: ReactNode;
}

export function BrandEditorPage(props: BrandEditorPageProps) {
  const { heading, className, notAllowed, fetching, loaded, error, onRetry, children } = props;
  if (notAllowed !== null)
    return (
      <main id="main" className={className}>
        <h1>{heading}</h1>
        <p>{notAllowed}</p>
      </main>
    );
  if (fetching && !loaded) return <PageLoading />;
  return (
    <main id="main" className={className}>
      <h1>{heading}</h1>
      {error && !loaded && (
        <LoadError retryClassName={retry.retry} message={errorText(error)} onRetry={onRetry} />
      )}
      {children}
    </main>
  );
}
