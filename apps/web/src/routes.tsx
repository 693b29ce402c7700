// Route tree of the customer site. Every page is its own chunk (route-level code splitting).
import { PageLoading, RouteErrorBoundary } from '@sabai/ui';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { DefaultLayout } from './layout/default-layout';

const bookStart = () => import('./booking/book-start-route');
const booking = () => import('./booking/booking-routes');
const payment = () => import('./booking/payment-routes');
const member = () => import('./member/member-routes');
const memberForms = () => import('./member/member-form-routes');
// The member pages' guards, loaded with the page they guard (the router runs matched routes' lazy functions
// together), so the front page does not carry them.
const guards = () => import('./member/guards');

export const webRoutes: RouteObject[] = [
  {
    element: <DefaultLayout />,
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: PageLoading,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./pages/home-page')).HomePage }) },
          { id: 'book', path: 'book', lazy: async () => ({ Component: (await bookStart()).BookStartPage }) },
          {
            id: 'book-treatment',
            path: 'book/treatment',
            lazy: async () => ({ Component: (await booking()).TreatmentPage }),
          },
          {
            id: 'book-contact',
            path: 'book/contact',
            lazy: async () => ({ Component: (await import('./booking/contact-page')).ContactPage }),
          },
          {
            id: 'book-checkout',
            path: 'book/checkout',
            lazy: async () => ({ Component: (await payment()).CheckoutPage }),
          },
          {
            id: 'book-direct',
            path: 'book/direct',
            lazy: async () => ({ Component: (await import('./booking/direct-page')).DirectPage }),
          },
          {
            id: 'book-ext',
            path: 'book/ext',
            lazy: async () => ({ Component: (await import('./booking/ext-route')).ExtPage }),
          },
          {
            lazy: async () => ({ Component: (await guards()).RequireGuest }),
            children: [
              {
                id: 'member-login',
                path: 'member/login',
                lazy: async () => ({ Component: (await import('./member/login-route')).LoginPage }),
              },
              {
                id: 'member-register',
                path: 'member/register',
                lazy: async () => ({ Component: (await memberForms()).RegisterPage }),
              },
              {
                id: 'member-recover',
                path: 'member/recover',
                lazy: async () => ({ Component: (await memberForms()).RecoverPage }),
              },
              {
                id: 'member-wellness',
                path: 'member/wellness',
                lazy: async () => ({
                  Component: (await import('./member/wellness-route')).WellnessConfirmPage,
                }),
              },
            ],
          },
          {
            lazy: async () => ({ Component: (await guards()).RequireAuth }),
            children: [
              {
                id: 'member',
                path: 'member',
                lazy: async () => ({ Component: (await member()).MemberPage }),
              },
              {
                id: 'member-booking',
                path: 'member/booking/:no?',
                lazy: async () => ({ Component: (await member()).MemberBookingsPage }),
              },
              {
                lazy: async () => ({ Component: (await guards()).RequireVerified }),
                children: [
                  {
                    id: 'member-profile',
                    path: 'member/profile',
                    lazy: async () => ({ Component: (await import('./member/profile-route')).ProfilePage }),
                  },
                ],
              },
            ],
          },
          {
            path: 'waitlist/:id',
            lazy: async () => ({ Component: (await import('./booking/waitlist-page')).WaitlistPage }),
          },
          {
            id: 'legal',
            path: 'legal/:rule?/:accept?',
            lazy: async () => ({ Component: (await import('./legal/legal-page')).LegalPage }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./pages/not-found-route')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
  {
    // The payment and confirmation pages' frame, loaded with them (the router runs the matched routes' lazy
    // functions together): the front page need not carry it.
    lazy: async () => ({ Component: (await import('./layout/minimal-layout')).MinimalLayout }),
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: PageLoading,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            id: 'book-kpayment',
            path: 'book/kpayment',
            lazy: async () => ({ Component: (await payment()).KPaymentPage }),
          },
          {
            id: 'book-kpayment-legacy',
            path: 'book/kpayment/legacy',
            lazy: async () => ({ Component: (await payment()).KPaymentLegacyPage }),
          },
          {
            id: 'book-kpayment-return',
            path: 'book/kpayment/return',
            lazy: async () => ({ Component: (await payment()).KPaymentReturnPage }),
          },
          {
            id: 'book-thanks',
            path: 'book/thanks',
            lazy: async () => ({ Component: (await payment()).ThanksPage }),
          },
          {
            id: 'book-confirm',
            path: 'book/confirm/:no?',
            lazy: async () => ({ Component: (await import('./booking/confirm-page')).ConfirmPage }),
          },
          {
            id: 'book-print',
            path: 'book/print/:no?',
            lazy: async () => ({ Component: (await import('./booking/print-page')).PrintPage }),
          },
          {
            id: 'member-logout',
            path: 'member/logout',
            lazy: async () => ({ Component: (await member()).LogoutPage }),
          },
          {
            id: 'book-uuid',
            path: 'book/:uuid',
            lazy: async () => ({ Component: (await payment()).ResumePage }),
          },
        ],
      },
    ],
  },
];

export function createWebRouter() {
  return createBrowserRouter(webRoutes);
}
