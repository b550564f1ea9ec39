import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnsType } from 'antd/es/table';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../services/i18n/create-i18n';
import { ListTable, type ListTableProps } from './ListTable';

interface Row {
  id: string;
  name: string;
  amount: number;
}

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `r${i + 1}`,
    name: `Row ${String(i + 1).padStart(3, '0')}`,
    amount: i + 1,
  }));

const columns: ColumnsType<Row> = [
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', sorter: (a, b) => a.amount - b.amount },
];

function renderTable(props: Partial<ListTableProps<Row>>, language: 'en' | 'nl' = 'en') {
  const view = (next: Partial<ListTableProps<Row>>) => (
    <I18nextProvider i18n={createI18n(language, { en: {}, nl: {} })}>
      <ListTable<Row> rows={rows(45)} columns={columns} rowKey="id" {...next} />
    </I18nextProvider>
  );
  const result = render(view(props));
  return { rerender: (next: Partial<ListTableProps<Row>>) => result.rerender(view(next)) };
}

const bodyNames = () =>
  within(screen.getAllByRole('rowgroup')[1]!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name });
// antd reads Enter's keyCode, which browsers set and user-event does not.
const pressEnter = (element: HTMLElement) => fireEvent.keyDown(element, { key: 'Enter', keyCode: 13 });
// The polite live region: no status role, so it never competes with a page's own status messages.
const spoken = () => document.querySelector<HTMLElement>('.list-position[aria-live="polite"]')!;

describe('ListTable', () => {
  it('pages 20 rows at a time and says where the reader is', async () => {
    renderTable({});
    expect(bodyNames()).toHaveLength(20);
    expect(bodyNames()[0]).toBe('Row 001');
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(bodyNames()).toEqual(['Row 041', 'Row 042', 'Row 043', 'Row 044', 'Row 045']);
    expect(spoken()).toHaveTextContent('Page 3 of 3, rows 41 to 45 of 45.');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  });

  it('no pager while everything fits on one page', () => {
    renderTable({ rows: rows(20) });
    expect(bodyNames()).toHaveLength(20);
    expect(screen.queryByRole('list')).toBeNull();
    expect(spoken()).toBeEmptyDOMElement();
  });

  it('sorts by a column from the keyboard (Enter and Space), aria-sort tells which, back to page 1', async () => {
    renderTable({});
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(header('Amount')).not.toHaveAttribute('aria-sort');

    pressEnter(header('Amount'));
    expect(header('Amount')).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyNames()[0]).toBe('Row 001');
    expect(spoken()).toHaveTextContent('Page 1 of 3, rows 1 to 20 of 45. Sorted by Amount, ascending.');

    header('Amount').focus();
    await userEvent.keyboard(' ');
    expect(header('Amount')).toHaveAttribute('aria-sort', 'descending');
    expect(bodyNames()[0]).toBe('Row 045');
    expect(spoken()).toHaveTextContent('Sorted by Amount, descending.');
  });

  it("starts with the column's defaultSortOrder", () => {
    renderTable({ columns: [columns[0]!, { ...columns[1]!, defaultSortOrder: 'descend' }] });
    expect(header('Amount')).toHaveAttribute('aria-sort', 'descending');
    expect(bodyNames()[0]).toBe('Row 045');
  });

  it('a new set of rows (a search) starts at page 1', async () => {
    const { rerender } = renderTable({});
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    rerender({ rows: rows(30) });
    expect(bodyNames()[0]).toBe('Row 001');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('the empty text when there are no rows', () => {
    renderTable({ rows: [], emptyText: 'No rows match.' });
    expect(screen.getByRole('status')).toHaveTextContent('No rows match.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('server paging and sorting: shows what it is given and asks for the rest', async () => {
    const onPage = jest.fn();
    const onSort = jest.fn();
    renderTable({
      rows: rows(20),
      columns: columns.map((c) => ({ ...c, sorter: true })),
      serverPaging: { page: 2, pageSize: 20, total: 93, onChange: onPage },
      serverSort: { sort: { key: 'name', order: 'descend' }, onChange: onSort },
      totalText: (total) => `${total} rows`,
    });
    expect(screen.getByText('93 rows')).toBeInTheDocument();
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    // The page as the server sent it, not sorted again here.
    expect(bodyNames()[0]).toBe('Row 001');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPage).toHaveBeenCalledWith(5, 20);
    pressEnter(header('Amount'));
    expect(onSort).toHaveBeenCalledWith({ key: 'amount', order: 'ascend' });
  });

  it('a page size chooser when sizes are offered', () => {
    renderTable({ pageSizeOptions: [20, 50] });
    expect(screen.getByRole('combobox')).toBeInTheDocument();
  });

  it('speaks Dutch in Dutch', async () => {
    renderTable({}, 'nl');
    await userEvent.click(screen.getByRole('button', { name: 'Pagina 2' }));
    expect(spoken()).toHaveTextContent('Pagina 2 van 3, rijen 21 tot en met 40 van 45.');
    expect(screen.getByText('21–40 van 45')).toBeInTheDocument();
  });
});

describe('the row a search hit opened', () => {
  afterEach(() => window.history.replaceState({}, '', '/'));

  it('is marked (aria-current) when its id is in the address, and no other is', () => {
    window.history.replaceState({}, '', '/action/7?record=r3');
    renderTable({ rows: rows(5) });
    const marked = screen.getAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true');
    expect(marked.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['Row 003']);
    expect(marked[0]).toHaveClass('list-row-opened');
  });

  it('marks none without one', () => {
    renderTable({ rows: rows(5) });
    expect(screen.getAllByRole('row').filter((row) => row.hasAttribute('aria-current'))).toEqual([]);
  });
});
