import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SortHeader, type SortHeaderProps } from './sort-header';

type Column = 'time' | 'state';

function renderHeaders(sort: SortHeaderProps<Column>['sort'], onSort = jest.fn()) {
  render(
    <table>
      <thead>
        <tr>
          <SortHeader label="Time" column="time" sort={sort} onSort={onSort} />
          <SortHeader label="State" column="state" sort={sort} onSort={onSort} />
        </tr>
      </thead>
    </table>,
  );
  return onSort;
}

describe('SortHeader', () => {
  it.each([
    ['ascending', '▲'],
    ['descending', '▼'],
  ] as const)('says the sorted column is %s, the others unsorted', (direction, arrow) => {
    renderHeaders({ key: 'time', direction });
    const time = screen.getByRole('columnheader', { name: /Time/ });
    expect(time).toHaveAttribute('aria-sort', direction);
    expect(time.querySelector('[aria-hidden="true"]')).toHaveTextContent(arrow);
    const state = screen.getByRole('columnheader', { name: /State/ });
    expect(state).toHaveAttribute('aria-sort', 'none');
    expect(state.querySelector('[aria-hidden="true"]')).toHaveTextContent('↕');
  });

  it('sorts by its column when its button is pressed', async () => {
    const onSort = renderHeaders({ key: 'time', direction: 'ascending' });
    await userEvent.click(screen.getByRole('button', { name: 'State' }));
    expect(onSort).toHaveBeenCalledWith('state');
  });
});
