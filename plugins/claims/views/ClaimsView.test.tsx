import { fireEvent, screen, within } from '@testing-library/react';
import { renderView } from '../../../core/plugin-api/testing';
import plugin from '../index';
import ClaimsView from './ClaimsView';

const claims = (count: number) => Array.from({ length: count }, (_, i) => ({ type: `type-${i}`, value: `value-${i}` }));

describe('claims view', () => {
  it('shows a table with the columns claim type and claim value, one row per claim', () => {
    renderView(plugin, ClaimsView, { actionType: 'claims', claims: [{ type: 'name', value: 'Anna' }, { type: 'email', value: 'anna@contoso.example' }] });
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: /Claim type/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Claim value/ })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'anna@contoso.example' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('handles 10,000 claims with one page of rows in the DOM, searchable', () => {
    renderView(plugin, ClaimsView, { actionType: 'claims', claims: claims(10_000) });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('10000 claims')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search claims' }), { target: { value: 'value-9999' } });
    expect(within(screen.getByRole('table')).getByRole('cell', { name: 'value-9999' })).toBeInTheDocument();
    expect(screen.getByText('1 claims')).toBeInTheDocument();
  });

  it('treats malformed claims as no claims and never crashes', () => {
    renderView(plugin, ClaimsView, { actionType: 'claims', claims: 'not a list' } as never);
    expect(screen.getByText('No claims were received.')).toBeInTheDocument();
  });

  it('is in Dutch for a Dutch user', () => {
    renderView(plugin, ClaimsView, { actionType: 'claims', claims: claims(1) }, { language: 'nl' });
    expect(screen.getByRole('columnheader', { name: /Claimtype/ })).toBeInTheDocument();
  });
});
