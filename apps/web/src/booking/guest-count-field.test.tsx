import { screen } from '@testing-library/react';
import { brandAtom } from '@sabai/state';
import { createStore } from 'jotai';
import { aBrand, renderRoutes } from '../testing/render-route';
import { GuestCountField } from './guest-count-field';

const render = (online: { max_guests: number; advance_min: number }) => {
  const store = createStore();
  store.set(brandAtom, aBrand({ online_booking: online }));
  renderRoutes([{ path: '/book', element: <GuestCountField /> }], '/book', store);
};

describe('the guest count on /book', () => {
  it("offers up to the brand's online limit and sends larger groups to the group request", () => {
    render({ max_guests: 4, advance_min: 60 });
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['1', '2', '3', '4']);
    expect(
      screen.getByRole('link', { name: 'More than 4 guests? Send us a group request.' }),
    ).toHaveAttribute('href', '/book/direct');
  });

  it('offers the built-in six where the brand keeps it', () => {
    render({ max_guests: 6, advance_min: 60 });
    expect(screen.getAllByRole('option')).toHaveLength(6);
  });
});
