// Route tree of the back office. Every page is its own chunk (docs/architecture.md, Code splitting); every
// page but the sign-in needs a staff session (RequireStaff) and wears the admin header.
import { PageLoading, RouteErrorBoundary } from '@sabai/ui';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ADMIN_BASENAME, ADMIN_HOME_HREF } from './admin-paths';
import { AdminLayout } from './layout/admin-layout';
import { RequireStaff } from './session/require-staff';

export const adminRoutes: RouteObject[] = [
  {
    HydrateFallback: PageLoading,
    errorElement: <RouteErrorBoundary homeHref={ADMIN_HOME_HREF} />,
    children: [
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('./login/login-route')).LoginPage }),
      },
      {
        element: <RequireStaff />,
        children: [
          {
            element: <AdminLayout />,
            errorElement: <RouteErrorBoundary homeHref={ADMIN_HOME_HREF} />,
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('./day/day-sheet-route')).DaySheetPage }),
              },
              {
                path: 'booking/:id',
                lazy: async () => ({ Component: (await import('./booking/booking-route')).BookingPage }),
              },
              {
                path: 'booking/:id/tax-invoice',
                lazy: async () => ({
                  Component: (await import('./booking/tax-invoice-route')).TaxInvoicePage,
                }),
              },
              {
                path: 'new-booking',
                lazy: async () => ({
                  Component: (await import('./new-booking/new-booking-route')).NewBookingPage,
                }),
              },
              {
                path: 'scan',
                lazy: async () => ({ Component: (await import('./scan/scan-route')).ScanPage }),
              },
              {
                path: 'refunds',
                lazy: async () => ({ Component: (await import('./refunds/refunds-route')).RefundsPage }),
              },
              {
                path: 'requests',
                lazy: async () => ({ Component: (await import('./requests/requests-route')).RequestsPage }),
              },
              {
                path: 'requests/:id',
                lazy: async () => ({
                  Component: (await import('./requests/requests-route')).GroupRequestPage,
                }),
              },
              {
                path: 'messages',
                lazy: async () => ({ Component: (await import('./messages/messages-route')).MessagesPage }),
              },
              {
                path: 'audit',
                lazy: async () => ({ Component: (await import('./audit/audit-route')).AuditPage }),
              },
              {
                path: 'members',
                lazy: async () => ({ Component: (await import('./members/members-route')).MembersPage }),
              },
              {
                path: 'members/:id',
                lazy: async () => ({ Component: (await import('./members/members-route')).MemberPage }),
              },
              {
                path: 'devices',
                lazy: async () => ({ Component: (await import('./devices/devices-route')).DevicesPage }),
              },
              {
                path: 'catalog',
                lazy: async () => ({ Component: (await import('./catalog/catalog-route')).CatalogPage }),
              },
              {
                path: 'catalog/new',
                lazy: async () => ({ Component: (await import('./catalog/catalog-route')).NewProductPage }),
              },
              {
                path: 'catalog/:id',
                lazy: async () => ({ Component: (await import('./catalog/catalog-route')).ProductPage }),
              },
              {
                path: 'promotions',
                lazy: async () => ({
                  Component: (await import('./promotions/promotions-route')).PromotionsPage,
                }),
              },
              {
                path: 'promotions/:code',
                lazy: async () => ({
                  Component: (await import('./promotions/promotions-route')).PromotionPage,
                }),
              },
              {
                path: 'staff',
                lazy: async () => ({ Component: (await import('./staff/staff-route')).StaffPage }),
              },
              {
                path: 'settings',
                lazy: async () => ({
                  Component: (await import('./settings/settings-route')).BrandSettingsPage,
                }),
              },
              {
                path: 'legal',
                lazy: async () => ({ Component: (await import('./legal/legal-route')).LegalTextsPage }),
              },
              {
                path: 'courses',
                lazy: async () => ({ Component: (await import('./courses/courses-route')).CoursesPage }),
              },
              {
                path: 'rewards',
                lazy: async () => ({ Component: (await import('./rewards/rewards-route')).RewardsPage }),
              },
              {
                path: 'kiosk-screens',
                lazy: async () => ({
                  Component: (await import('./kiosk-screens/kiosk-screens-route')).KioskScreensPage,
                }),
              },
              {
                path: 'reports/:report?',
                lazy: async () => ({ Component: (await import('./reports/reports-route')).ReportsPage }),
              },
              {
                path: 'branches',
                lazy: async () => ({
                  Component: (await import('./branches/branches-route')).ClosedDatesPage,
                }),
              },
              {
                path: 'account',
                lazy: async () => ({ Component: (await import('./account/account-route')).AccountPage }),
              },
              {
                path: '*',
                lazy: async () => ({ Component: (await import('./pages/not-found-route')).NotFoundRoute }),
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAdminRouter() {
  return createBrowserRouter(adminRoutes, { basename: ADMIN_BASENAME });
}
