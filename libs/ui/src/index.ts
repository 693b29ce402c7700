export { BrandLogo } from './brand/brand-logo';
export { Money } from './brand/money';
export { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadAfterChunkError } from './errors/chunk-reload';
export { ErrorPage, NotFoundPage } from './errors/error-page';
export type { ErrorPageProps } from './errors/error-page';
export { RouteErrorBoundary } from './errors/route-error-boundary';
export { LoadError } from './feedback/load-error';
export type { LoadErrorProps } from './feedback/load-error';
export { OfflineNotice } from './feedback/offline-notice';
export { PageLoading } from './feedback/page-loading';
export { ProgressBar } from './feedback/progress-bar';
export { Snackbar } from './feedback/snackbar';
export type { SnackbarProps } from './feedback/snackbar';
export { LanguageMenu } from './i18n/language-menu';
export {
  PRODUCT_REFETCH_DELAY_MS,
  useLocaleSwitch,
  useRefetchOnLocaleSwitch,
} from './i18n/use-locale-switch';
export { AppProviders } from './runtime/app-providers';
export type { AppProvidersProps } from './runtime/app-providers';
export { createAppRuntime } from './runtime/create-app-runtime';
export type { AppRuntime, AppRuntimeOptions } from './runtime/create-app-runtime';
