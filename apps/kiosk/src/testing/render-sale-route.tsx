// Renders sale pages (apps/kiosk/src/sale) under the sale's layout in a memory router, in StrictMode as
// main.tsx does, against a client that answers from memory: the catalog of defaultApi() plus the sale's
// own operations as each test gives them.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { brandAtom } from '@sabai/state';
import { act, render } from '@testing-library/react';
import { Client, makeResult, type Exchange, type Operation } from '@urql/core';
import { createStore, Provider } from 'jotai';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { filter, map, pipe } from 'wonka';
import { KIOSK_BASENAME } from '../kiosk-paths';
import { SaleLayout } from '../sale/sale-layout';
import { operationName } from './fake-client';
import { defaultApi } from './render-kiosk';

/** Data by operation name, from the operation's variables. */
export type SaleAnswers = Record<string, (variables: Record<string, unknown>) => Record<string, unknown>>;

function catalogAnswers(): SaleAnswers {
  const api = defaultApi();
  return {
    CurrentBrand: () => ({ brand: api.brand }),
    Branches: () => ({ branches: api.branches }),
    BranchProducts: (vars) => ({ products: api.products[String(vars['branch'])] ?? [] }),
    // The funnel's steps (sale/kiosk-funnel.ts), which tests read from the operations.
    Track: () => ({ track: { status: true } }),
  };
}

function answeringClient(answers: SaleAnswers, operations: Operation[]): Client {
  const exchange: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind === 'query' || operation.kind === 'mutation'),
      map((operation) => {
        operations.push(operation);
        const answer = answers[operationName(operation) ?? ''];
        if (!answer) throw new Error(`No answer for ${operationName(operation)}`);
        return makeResult(operation, { data: answer(operation.variables ?? {}) });
      }),
    );
  return new Client({ url: 'http://kiosk.test/graphql', exchanges: [exchange] });
}

/** `path` is the full URL, e.g. '/kiosk/confirm/YU-1?booking=b1&token=secret'; `pages` sit under the sale. */
export async function renderSaleRoute(path: string, pages: RouteObject[], answers: SaleAnswers = {}) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const store = createStore();
  store.set(brandAtom, defaultApi().brand);
  const operations: Operation[] = [];
  const client = answeringClient({ ...catalogAnswers(), ...answers }, operations);
  const router = createMemoryRouter([{ element: <SaleLayout />, children: pages }], {
    basename: KIOSK_BASENAME,
    initialEntries: [path],
  });
  const view = await act(async () =>
    render(
      <StrictMode>
        <Provider store={store}>
          <I18nProvider i18n={i18n}>
            <UrqlProvider value={client}>
              <RouterProvider router={router} />
            </UrqlProvider>
          </I18nProvider>
        </Provider>
      </StrictMode>,
    ),
  );
  return { ...view, router, store, operations };
}
