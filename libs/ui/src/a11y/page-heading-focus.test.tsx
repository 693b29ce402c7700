import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { focusHeadingWhenShown, usePageHeadingFocus } from './page-heading-focus';

function Shell() {
  usePageHeadingFocus();
  return (
    <>
      <Link to="/next">Next</Link>
      <Outlet />
    </>
  );
}

describe('page heading focus', () => {
  it('leaves the first page alone and focuses the next page heading after a navigation', async () => {
    const router = createMemoryRouter([
      {
        element: <Shell />,
        children: [
          { path: '/', element: <h1>First</h1> },
          { path: '/next', element: <h1>Second</h1> },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(document.activeElement).toBe(document.body);
    await act(() => router.navigate('/next'));
    const heading = screen.getByRole('heading', { name: 'Second' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for a heading that a lazily loaded page shows later', async () => {
    const stop = focusHeadingWhenShown(document, 1000);
    const heading = document.createElement('h1');
    heading.textContent = 'Late';
    document.body.append(heading);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(heading);
    stop();
    heading.remove();
  });
});
