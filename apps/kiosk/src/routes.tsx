// Route tree of the kiosk. Every page is its own chunk (route-level code splitting); each route's
// handle tells the layout how long the page may stay unattended before the ads come back.
import { PageLoading, RouteErrorBoundary } from '@sabai/ui';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireDevice } from './device/require-device';
import { KIOSK_BASENAME, KIOSK_HOME_HREF } from './kiosk-paths';
import { KioskLayout } from './layout/kiosk-layout';
import type { KioskRouteHandle } from './layout/kiosk-route-handle';

const home: KioskRouteHandle = { idle: 'home', topBar: false };
const ads: KioskRouteHandle = { idle: 'none', topBar: false };
const other: KioskRouteHandle = { idle: 'default' };
const payment: KioskRouteHandle = { idle: 'payment' };
const confirm: KioskRouteHandle = { idle: 'confirm' };

// The sale, from who is buying to the confirmation (docs/product-rules.md, Kiosk), under one journey.
const saleRoutes: RouteObject = {
  lazy: async () => ({ Component: (await import('./sale/sale-layout')).SaleLayout }),
  children: [
    {
      path: 'start',
      handle: other,
      lazy: async () => ({ Component: (await import('./sale/start/start-route')).KioskStartPage }),
    },
    {
      path: 'treatment',
      handle: other,
      lazy: async () => ({
        Component: (await import('./sale/treatment/kiosk-treatment-page')).KioskTreatmentPage,
      }),
    },
    {
      path: 'checkout',
      handle: other,
      lazy: async () => ({
        Component: (await import('./sale/checkout/kiosk-checkout-page')).KioskCheckoutPage,
      }),
    },
    {
      path: 'payment',
      handle: payment,
      lazy: async () => ({
        Component: (await import('./sale/payment/kiosk-payment-page')).KioskPaymentPage,
      }),
    },
    {
      path: 'kpayment/return',
      handle: payment,
      lazy: async () => ({
        Component: (await import('./sale/payment/kpayment-return-route')).KioskPaymentReturnPage,
      }),
    },
    {
      // Where a payment found paid meanwhile is sent (the journey's resume path): its final state, as above.
      path: 'booking/:id',
      handle: payment,
      lazy: async () => ({
        Component: (await import('./sale/payment/kpayment-return-route')).KioskPaymentReturnPage,
      }),
    },
    {
      path: 'confirm/:no',
      handle: confirm,
      lazy: async () => ({ Component: (await import('./sale/confirm/confirm-route')).KioskConfirmPage }),
    },
  ],
};

export const kioskRoutes: RouteObject[] = [
  {
    element: <KioskLayout />,
    HydrateFallback: PageLoading,
    errorElement: <RouteErrorBoundary homeHref={KIOSK_HOME_HREF} />,
    children: [
      {
        // A failing page keeps the layout, so the idle detector still returns the kiosk to the ads.
        errorElement: <RouteErrorBoundary homeHref={KIOSK_HOME_HREF} />,
        children: [
          {
            // Setting up a kiosk is no customer's visit: no ads come over it.
            path: 'pair',
            handle: ads,
            lazy: async () => ({ Component: (await import('./pages/pair/pair-route')).PairPage }),
          },
          {
            element: <RequireDevice />,
            children: [
              {
                index: true,
                handle: home,
                lazy: async () => ({
                  Component: (await import('./pages/home/kiosk-home-page')).KioskHomePage,
                }),
              },
              {
                path: 'check-in',
                handle: other,
                lazy: async () => ({
                  Component: (await import('./pages/check-in/check-in-route')).CheckInPage,
                }),
              },
              saleRoutes,
              {
                path: 'ads',
                handle: ads,
                lazy: async () => ({ Component: (await import('./pages/ads/ads-page')).AdsPage }),
              },
              {
                path: '*',
                handle: other,
                lazy: async () => ({ Component: (await import('./pages/not-found-route')).NotFoundRoute }),
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createKioskRouter() {
  return createBrowserRouter(kioskRoutes, { basename: KIOSK_BASENAME });
}
