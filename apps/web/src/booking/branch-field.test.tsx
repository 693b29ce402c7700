import { aBranch } from '@sabai/booking-journey/testing';
import { bookingAtom } from '@sabai/state';
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { renderRoutes } from '../testing/render-route';
import { BranchField } from './branch-field';

const photo = {
  width: 1400,
  height: 900,
  avif: '/media/abc/320.avif 320w, /media/abc/640.avif 640w',
  webp: '/media/abc/320.webp 320w, /media/abc/640.webp 640w',
  src: '/media/abc/320.webp',
};

const render = (branch: ReturnType<typeof aBranch>) => {
  const store = createStore();
  store.set(bookingAtom, (b) => ({ ...b, branchId: branch.id }));
  const view = renderRoutes(
    [{ path: '/book', element: <BranchField branches={[branch]} branch={branch} error={null} /> }],
    '/book',
    store,
  );
  return view.container;
};

describe('the branch on /book', () => {
  it("shows the chosen branch's photo, sized and lazy, in AVIF and WebP", () => {
    const container = render(aBranch({ image: photo }));
    expect(screen.getByText(/Near BTS Asok/)).toBeInTheDocument();
    const img = container.querySelector('picture img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '1400');
    expect(img).toHaveAttribute('height', '900');
    expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', photo.avif);
  });

  it('shows no picture for a branch without a photo', () => {
    const container = render(aBranch());
    expect(container.querySelector('picture')).toBeNull();
  });
});
