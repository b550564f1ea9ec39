import { fireEvent, screen, within } from '@testing-library/react';
import { renderView } from '../../../core/plugin-api/testing';
import plugin from '../index';
import { toClaimRows } from './claim-rows';
import ClaimsView from './ClaimsView';
import { RENDER_ALL_UP_TO, ROW_HEIGHT_PX } from './use-row-window';

jest.mock('./claim-rows', () => {
  const actual = jest.requireActual<typeof import('./claim-rows')>('./claim-rows');
  return { ...actual, toClaimRows: jest.fn(actual.toClaimRows) };
});
const normalised = jest.mocked(toClaimRows);

const claims = (count: number) => Array.from({ length: count }, (_, i) => ({ type: `type-${i}`, value: `value-${i}` }));
const table = () => screen.getByRole('table');
/** The body rows in the page (the header row left out). */
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const search = (query: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search claims' }), { target: { value: query } });

describe('claims view', () => {
  beforeEach(() => normalised.mockClear());

  it('shows a table with the columns claim type and claim value, one row per claim', () => {
    renderView(plugin, ClaimsView, {
      actionType: 'claims',
      claims: [
        { type: 'name', value: 'Anna' },
        { type: 'email', value: 'anna@contoso.example' },
      ],
    });
    expect(within(table()).getByRole('columnheader', { name: /Claim type/ })).toBeInTheDocument();
    expect(within(table()).getByRole('columnheader', { name: /Claim value/ })).toBeInTheDocument();
    expect(within(table()).getByRole('cell', { name: 'anna@contoso.example' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(3);
  });

  it('renders every row of a short list, where a long value may wrap (readable on a phone)', () => {
    renderView(plugin, ClaimsView, { actionType: 'claims', claims: claims(RENDER_ALL_UP_TO) });
    expect(bodyRows()).toHaveLength(RENDER_ALL_UP_TO);
    expect(within(table()).getByRole('cell', { name: `value-${RENDER_ALL_UP_TO - 1}` })).not.toHaveClass(
      'ant-table-cell-ellipsis',
    );
  });

  it('handles 10,000 claims with a window of rows in the DOM, searchable', () => {
    renderView(plugin, ClaimsView, { actionType: 'claims', claims: claims(10_000) });
    expect(bodyRows().length).toBeGreaterThan(10);
    expect(bodyRows().length).toBeLessThan(100);
    expect(table()).toHaveAttribute('aria-rowcount', '10001');
    expect(screen.getByText('10000 claims')).toBeInTheDocument();
    search('value-9999');
    expect(within(table()).getByRole('cell', { name: 'value-9999' })).toBeInTheDocument();
    expect(screen.getByText('1 claims')).toBeInTheDocument();
  });

  it('at 100,000 claims a keystroke filters the rows parsed once, with only a window of them in the page', () => {
    const data = { actionType: 'claims', claims: claims(100_000) };
    renderView(plugin, ClaimsView, data);
    expect(screen.getByText('100000 claims')).toBeInTheDocument();
    expect(bodyRows().length).toBeLessThan(100);
    for (const query of ['9', '99', '999', '9999', '99999']) search(query);
    expect(screen.getByText('1 claims')).toBeInTheDocument();
    expect(bodyRows().map((row) => row.textContent)).toEqual(['type-99999value-99999']);
    search('');
    expect(screen.getByText('100000 claims')).toBeInTheDocument();
    expect(bodyRows().length).toBeLessThan(100);
    expect(normalised).toHaveBeenCalledTimes(1);
    expect(normalised).toHaveBeenCalledWith(data);
  });

  it('renders the rows scrolled into view, numbered among all rows, and a new filter starts at the top', () => {
    renderView(plugin, ClaimsView, { actionType: 'claims', claims: claims(10_000) });
    const scroller = screen.getByRole('region', { name: 'Claims' });
    scroller.scrollTop = 5000 * ROW_HEIGHT_PX;
    fireEvent.scroll(scroller);
    const row = within(table()).getByRole('cell', { name: 'value-5000' }).closest('tr');
    expect(row).toHaveAttribute('aria-rowindex', '5002');
    expect(within(table()).queryByRole('cell', { name: 'value-0' })).not.toBeInTheDocument();
    expect(bodyRows().length).toBeLessThan(100);

    search('value-1');
    expect(scroller.scrollTop).toBe(0);
    expect(bodyRows()[0]).toHaveTextContent('value-1');
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
  });

  it('sorts all claims, not only the rows in the page', () => {
    renderView(plugin, ClaimsView, { actionType: 'claims', claims: claims(10_000) });
    const valueHeader = within(table()).getByRole('columnheader', { name: /Claim value/ });
    fireEvent.click(valueHeader);
    expect(bodyRows()[0]).toHaveTextContent('value-0');
    fireEvent.click(valueHeader);
    expect(valueHeader).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[0]).toHaveTextContent('value-9999');
    fireEvent.click(valueHeader);
    expect(bodyRows()[0]).toHaveTextContent('value-0');
    expect(bodyRows()[1]).toHaveTextContent('value-1');
  });

  it('treats malformed claims as no claims and never crashes', () => {
    renderView(plugin, ClaimsView, { actionType: 'claims', claims: 'not a list' } as never);
    expect(screen.getByText('No claims were received.')).toBeInTheDocument();
  });

  it('is in Dutch for a Dutch user', () => {
    renderView(plugin, ClaimsView, { actionType: 'claims', claims: claims(1) }, { language: 'nl' });
    expect(screen.getByRole('columnheader', { name: /Claimtype/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Claims' })).toBeInTheDocument();
  });
});
