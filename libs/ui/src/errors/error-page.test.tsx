import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ErrorPage, NotFoundPage } from './error-page';
import { RouteErrorBoundary } from './route-error-boundary';

function renderInI18n(ui: React.ReactElement) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}

describe('error pages', () => {
  it.each([
    [404, '404 Not Found'],
    [500, '500 Server Error'],
    [418, '418 Unknown Error'],
  ])('status %d reads "%s" and offers Home Page and Previous Page', (status, title) => {
    renderInI18n(<ErrorPage status={status} homeHref="/kiosk" />);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home Page' })).toHaveAttribute('href', '/kiosk');
    expect(screen.getByRole('button', { name: 'Previous Page' })).toBeInTheDocument();
  });

  it('says the page could not be found', () => {
    renderInI18n(<NotFoundPage />);
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
  });

  it('shows a server error for a route that throws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Boom = () => {
      throw new Error('boom');
    };
    const router = createMemoryRouter([
      { path: '/', element: <Boom />, errorElement: <RouteErrorBoundary /> },
    ]);
    renderInI18n(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: '500 Server Error' })).toBeInTheDocument();
  });
});
