import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary';

jest.mock('./error-page', () => ({
  ErrorPage: () => {
    throw new Error('the error page itself failed');
  },
  NotFoundPage: () => null,
}));

describe('RouteErrorBoundary when the error page fails', () => {
  it('says so and links home', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const Boom = () => {
      throw new Error('boom');
    };
    const router = createMemoryRouter([
      { path: '/', element: <Boom />, errorElement: <RouteErrorBoundary homeHref="/kiosk" /> },
    ]);
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    expect(await screen.findByText('An error occurred while showing the error page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home Page' })).toHaveAttribute('href', '/kiosk');
  });
});
