import '../theme/global.css';
import { I18nProvider } from '@lingui/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { Provider as UrqlProvider } from 'urql';
import { OfflineNotice } from '../feedback/offline-notice';
import { ProgressBar } from '../feedback/progress-bar';
import { Snackbar } from '../feedback/snackbar';
import type { AppRuntime } from './create-app-runtime';

/** The providers and the app-wide feedback (progress bar, offline notice, snackbar) of every app. */
export function AppProviders({ runtime, children }: { runtime: Omit<AppRuntime, 'boot'>; children: ReactNode }) {
  return (
    <JotaiProvider store={runtime.store}>
      <I18nProvider i18n={runtime.i18n}>
        <UrqlProvider value={runtime.client}>
          <ProgressBar />
          <OfflineNotice />
          {children}
          <Snackbar />
        </UrqlProvider>
      </I18nProvider>
    </JotaiProvider>
  );
}
