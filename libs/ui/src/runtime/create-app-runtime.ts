// Everything an app needs before its first render: the brand and language the server resolved, the
// jotai store, the Lingui catalog, and the urql client wired to the snackbar and the progress bar.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { createGraphQLClient, CurrentBrandDocument, errorCode, errorText } from '@sabai/graphql';
import { activateLocale } from '@sabai/i18n';
import {
  brandAtom,
  localeAtom,
  parseBootData,
  progressEndAtom,
  progressStartAtom,
  showSnackbarAtom,
  tokenAtom,
  userAtom,
  type BootData,
} from '@sabai/state';
import type { Client } from '@urql/core';
import { createStore } from 'jotai';
import { yieldToBrowser } from './yield-to-browser';

export interface AppRuntime {
  store: ReturnType<typeof createStore>;
  client: Client;
  i18n: I18n;
  boot: BootData;
}

export interface AppRuntimeOptions {
  /** The GraphQL endpoint; '/graphql' when left out (the admin app's is /admin/graphql: docs/api.md, Staff API). */
  graphqlUrl?: string;
  /** Called when the server ends the session; the app sends the user to login. */
  onUnauthenticated?: () => void;
  /** Every failed operation's code, for an app that acts on one (the web: member.emptyProfile to the profile). */
  onErrorCode?: (code: string) => void;
}

/** The catalog the server wrote into the page for its language, if it did (not under vite dev). */
function pageMessages(locale: string): Messages | undefined {
  const element = document.getElementById('sabai-messages');
  if (!element?.textContent || element.dataset['locale'] !== locale) return undefined;
  try {
    return JSON.parse(element.textContent) as Messages;
  } catch {
    return undefined;
  }
}

export async function createAppRuntime(options: AppRuntimeOptions = {}): Promise<AppRuntime> {
  // Apart from the app's router, made just before (it starts loading the first page's chunk).
  await yieldToBrowser();
  const store = createStore();
  const i18n = setupI18n();
  const client = createGraphQLClient({
    ...(options.graphqlUrl ? { url: options.graphqlUrl } : {}),
    getToken: () => store.get(tokenAtom),
    getLocale: () => store.get(localeAtom),
    onActivity: (event) =>
      event === 'start' ? store.set(progressStartAtom) : store.set(progressEndAtom, event),
    onError: (error, operation) => {
      const code = errorCode(error);
      if (code) options.onErrorCode?.(code);
      // An operation that shows its own error at a field asks for no second message in the snackbar
      // (docs/product-rules.md, Notifications and progress: one message per problem).
      if (operation.context['quietErrors'] === true) return;
      store.set(showSnackbarAtom, { message: errorText(error), source: 'graphql' });
    },
    onUnauthenticated: () => {
      store.set(tokenAtom, undefined);
      store.set(userAtom, undefined);
      options.onUnauthenticated?.();
    },
  });

  let boot = parseBootData(document.getElementById('sabai-boot')?.textContent);
  if (!boot) {
    // Served without the API server in front (vite dev): ask the API for the brand instead, at the
    // customer endpoint (the staff endpoint has no brand query).
    const brandClient = options.graphqlUrl
      ? createGraphQLClient({ getToken: () => undefined, getLocale: () => store.get(localeAtom) })
      : client;
    const result = await brandClient.query(CurrentBrandDocument, {}).toPromise();
    if (!result.data) throw new Error('Could not load the brand of this site');
    boot = { brand: result.data.brand, locale: 'en', settings: {} };
  }
  store.set(brandAtom, boot.brand);
  store.set(localeAtom, boot.locale);
  await activateLocale(i18n, boot.locale, pageMessages(boot.locale));
  return { store, client, i18n, boot };
}
