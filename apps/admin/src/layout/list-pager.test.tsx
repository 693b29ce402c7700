import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListPager, type ListPagerProps } from './list-pager';

function renderPager(props: Partial<ListPagerProps>) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const onPage = jest.fn();
  const view = render(
    <I18nProvider i18n={i18n}>
      <ListPager label="Pages of things" page={1} pageSize={10} total={25} onPage={onPage} {...props} />
    </I18nProvider>,
  );
  return { ...view, onPage };
}

describe('ListPager', () => {
  it('says where the reader is and how many match, and turns the page', async () => {
    const { onPage } = renderPager({ page: 2 });
    const pager = screen.getByRole('navigation', { name: 'Pages of things' });
    expect(pager).toHaveTextContent('Page 2 of 3 · 25 matches');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('stops at either end', () => {
    renderPager({ page: 3 });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('without a count gives the position only, and nothing when all fits on one page', () => {
    const { rerender } = renderPager({ count: false });
    expect(screen.getByRole('navigation')).toHaveTextContent(/^Previous pagePage 1 of 3Next page$/);
    rerender(
      <I18nProvider i18n={i18n}>
        <ListPager
          label="Pages of things"
          page={1}
          pageSize={10}
          total={9}
          onPage={jest.fn()}
          count={false}
        />
      </I18nProvider>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
