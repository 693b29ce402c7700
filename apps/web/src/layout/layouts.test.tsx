import { isLoggedInAtom, tokenAtom } from '@sabai/state';
import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { renderRoutes } from '../testing/render-route';
import { DefaultLayout } from './default-layout';
import { MinimalLayout } from './minimal-layout';

const page = (text: string) => <main>{text}</main>;
const defaultRoutes = [
  {
    element: <DefaultLayout />,
    children: [
      { index: true, element: page('front') },
      { path: 'about', element: page('about') },
    ],
  },
];

jest.mock('@sabai/ui', () => ({
  ...jest.requireActual('@sabai/ui'),
  // The language menu needs an urql client; these tests are about the layout around it.
  LanguageMenu: () => <span>language</span>,
}));

describe('DefaultLayout', () => {
  it('offers the drawer on the front page', async () => {
    renderRoutes(defaultRoutes, '/');
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('puts a back arrow in place of the drawer button elsewhere', async () => {
    renderRoutes(defaultRoutes, '/about');
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('shows the logged-out menu and a bottom bar with Book', async () => {
    renderRoutes(defaultRoutes, '/');
    const main = await screen.findAllByRole('navigation', { name: 'Main menu' });
    expect(
      within(main[0] as HTMLElement)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Book', 'Login', 'Register', 'FAQ']);
    const bottom = screen.getByRole('navigation', { name: 'Quick links' });
    expect(
      within(bottom)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Book']);
  });

  it('shows the logged-in menu when there is a token', async () => {
    const store = createStore();
    store.set(tokenAtom, 'token');
    expect(store.get(isLoggedInAtom)).toBe(true);
    renderRoutes(defaultRoutes, '/', store);
    const bottom = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(
      within(bottom)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Book', 'Member', 'Profile']);
  });
});

describe('MinimalLayout', () => {
  const routes = [
    {
      element: <MinimalLayout />,
      children: [
        { id: 'book-treatment', path: 'book/treatment', element: page('treatment') },
        { id: 'book-thanks', path: 'book/thanks', element: page('thanks') },
        { id: 'book-uuid', path: 'book/:uuid', element: page('uuid') },
        { id: 'book-kpayment-return', path: 'book/kpayment/return', element: page('return') },
        { id: 'member-logout', path: 'member/logout', element: page('logout') },
      ],
    },
  ];

  it('has only a back button', async () => {
    renderRoutes(routes, '/book/treatment');
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it.each([
    '/book/thanks',
    '/book/0b5c7a52-2f1e-4c55-9b7e-7c3f0c3b9f11',
    '/book/kpayment/return',
    '/member/logout',
  ])('hides the back button on %s', async (path) => {
    renderRoutes(routes, path);
    await screen.findByRole('main');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});
