import { JourneyProvider } from '@sabai/booking-journey';
import { MeDocument } from '@sabai/graphql';
import { sessionLoadedAtom, startSessionAtom } from '@sabai/state';
import { AppProviders, createAppRuntime } from '@sabai/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { webJourneyConfig } from './booking/journey-config';
import { createWebRouter } from './routes';

async function start() {
  const router = createWebRouter();
  const runtime = await createAppRuntime({
    // SPEC §4: an unauthenticated error ends the session and sends the user to login, coming back after.
    onUnauthenticated: () => {
      const back = `${window.location.pathname}${window.location.search}`;
      void router.navigate(`/member/login?return=${encodeURIComponent(back)}`);
    },
  });
  // SPEC §4: at start the member, if any, is loaded (the session cookie is HttpOnly: only `me` can tell).
  void runtime.client
    .query(MeDocument, {}, { requestPolicy: 'network-only' })
    .toPromise()
    .then(({ data }) =>
      data?.me ? runtime.store.set(startSessionAtom, data.me) : runtime.store.set(sessionLoadedAtom, true),
    );
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders runtime={runtime}>
        <JourneyProvider config={webJourneyConfig}>
          <RouterProvider router={router} />
        </JourneyProvider>
      </AppProviders>
    </StrictMode>,
  );
}

void start();
