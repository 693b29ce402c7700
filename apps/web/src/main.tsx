import { MeDocument } from '@sabai/graphql';
import { draftStorageAtom, isLoggedInAtom, sessionLoadedAtom, startSessionAtom } from '@sabai/state';
import { AppProviders, createAppRuntime, yieldToBrowser } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { webJourneyConfig } from './booking/journey-config';
import { loginPathAfterUnauthenticated } from './member/session-renewal';
import { createWebRouter } from './routes';

const SessionRenewal = lazy(() =>
  import('./member/use-session-renewal').then((m) => ({ default: m.SessionRenewal })),
);

/** Renews a member's session (docs/product-rules.md, Members); loaded only once someone is logged in. */
function MemberSessionRenewal() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return loggedIn ? (
    <Suspense fallback={null}>
      <SessionRenewal />
    </Suspense>
  ) : null;
}

async function start() {
  // The modules' evaluation ends a task of its own (docs/decisions.md, "An app's start yields between its steps").
  await yieldToBrowser();
  const router = createWebRouter();
  const runtime = await createAppRuntime({
    // docs/product-rules.md, Errors: an unauthenticated error ends the session and sends the user to login,
    // coming back after.
    onUnauthenticated: () => {
      const loginPath = loginPathAfterUnauthenticated(window.location);
      if (loginPath) void router.navigate(loginPath);
    },
    // docs/product-rules.md, Members: a member without a name or phone completes the profile, then comes back.
    onErrorCode: (code) => {
      if (code !== 'member.emptyProfile') return;
      const back = `${window.location.pathname}${window.location.search}`;
      void router.navigate(`/member/profile?return=${encodeURIComponent(back)}`);
    },
  });
  // The draft lives in this tab's sessionStorage from the start, for every page (logout edits it too).
  // JourneyProvider, which would set it on its first render, wraps only the booking pages (lazy chunks):
  // rendering it here would bring the journey's hooks into the entry chunk.
  runtime.store.set(draftStorageAtom, webJourneyConfig.storage);
  // docs/product-rules.md, Notifications and progress: at start the member, if any, is loaded (the session
  // cookie is HttpOnly: only `me` can tell).
  void runtime.client
    .query(MeDocument, {}, { requestPolicy: 'network-only' })
    .toPromise()
    .then(({ data }) =>
      data?.me ? runtime.store.set(startSessionAtom, data.me) : runtime.store.set(sessionLoadedAtom, true),
    );
  // A transition renders in slices that yield to the browser (docs/decisions.md, "The first render is a
  // transition").
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders runtime={runtime}>
          <MemberSessionRenewal />
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void start();
