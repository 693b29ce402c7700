import '../theme/global.css';
import { I18nProvider } from '@lingui/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { Provider as UrqlProvider } from 'urql';
import { OfflineNotice } from '../feedback/offline-notice';
import { ProgressBar } from '../feedback/progress-bar';
import { Snackbar } from '../feedback/snackbar';
import type { AppRuntime } from './create-app-runtime';

export interface AppProvidersProps {
  runtime: Omit<AppRuntime, 'boot'>;
  children: ReactNode;
  /**
   * 'page': the thin progress bar and the bottom snackbar (web). 'none': the app shows the same state its
   * own way (the kiosk's notification bar and loading overlay).
   */
  feedback?: 'page' | 'none';
}

/** The providers and the app-wide feedback (progress bar, offline notice, snackbar) of every app. */
export function AppProviders({ runtime, children, feedback = 'page' }: AppProvidersProps) {
  return (
    <JotaiProvider store={runtime.store}>
      <I18nProvider i18n={runtime.i18n}>
        <UrqlProvider value={runtime.client}>
          {feedback === 'page' && <ProgressBar />}
          <OfflineNotice />
          {children}
          {feedback === 'page' && <Snackbar />}
        </UrqlProvider>
      </I18nProvider>
    </JotaiProvider>
  );
}
