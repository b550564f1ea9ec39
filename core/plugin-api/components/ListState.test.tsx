import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { observable, runInAction } from 'mobx';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../services/i18n/create-i18n';
import type { HttpFailure } from '../call-failure';
import { ListState, type ListLoadState, type ListStateProps } from './ListState';

const failed = (status: number, reason: HttpFailure['reason'] = 'http') => ({ status, reason });

interface Case extends Partial<Omit<ListStateProps, 'source'>> {
  phase?: ListLoadState;
  failure?: ReturnType<typeof failed> | null;
}

function renderList({ phase = 'loaded', failure = null, ...props }: Case, language: 'en' | 'nl' = 'en') {
  const onRetry = jest.fn();
  const source = { loadState: phase, loadFailure: failure, load: onRetry };
  render(
    <I18nextProvider i18n={createI18n(language, { en: {}, nl: {} })}>
      <ListState
        source={source}
        loadingText="Loading contracts..."
        failedTitle="Could not load the contracts."
        controls={<input aria-label="Search" />}
        {...props}
      >
        <table aria-label="Contracts" />
      </ListState>
    </I18nextProvider>,
  );
  return onRetry;
}

describe('ListState', () => {
  it('idle (before the first load): the loading text too', () => {
    renderList({ phase: 'idle' });
    expect(screen.getByText('Loading contracts...')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('loading: the controls and the loading text, no list yet', () => {
    renderList({ phase: 'loading' });
    expect(screen.getByText('Loading contracts...')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('loaded: the list, no loading text', () => {
    renderList({});
    expect(screen.getByRole('table', { name: 'Contracts' })).toBeInTheDocument();
    expect(screen.queryByText('Loading contracts...')).toBeNull();
  });

  it('empty: the empty text instead of the list, the controls stay', () => {
    renderList({ emptyText: 'No contracts match.' });
    expect(screen.getByText('No contracts match.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('an expired session: the plugin title and "Sign in again", no list, no controls', () => {
    renderList({ phase: 'failed', failure: failed(401) });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the contracts.');
    expect(screen.getByRole('link', { name: 'Sign in again' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it.each([
    [403, 'No access.'],
    [404, 'Not found.'],
  ])('%s: says so and offers the home page, not "Try again"', (status, title) => {
    renderList({ phase: 'failed', failure: failed(status) });
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a server error: "Try again" loads again; in Dutch too', async () => {
    const onRetry = renderList({ phase: 'failed', failure: failed(503) }, 'nl');
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('reloadInPlace: a later load keeps the list; without it the loading text comes back', () => {
    const source = observable({ loadState: 'loaded' as ListLoadState, loadFailure: null, load: () => undefined });
    const view = (reloadInPlace: boolean) => (
      <I18nextProvider i18n={createI18n('en', { en: {}, nl: {} })}>
        <ListState source={source} loadingText="Loading..." failedTitle="Failed." reloadInPlace={reloadInPlace}>
          <table aria-label="Contracts" />
        </ListState>
      </I18nextProvider>
    );
    const { rerender } = render(view(true));
    act(() => runInAction(() => (source.loadState = 'loading')));
    expect(screen.getByRole('table', { name: 'Contracts' })).toBeInTheDocument();
    rerender(view(false));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('follows an observable store as it loads', () => {
    const source = observable({ loadState: 'loading' as ListLoadState, loadFailure: null, load: () => undefined });
    render(
      <I18nextProvider i18n={createI18n('en', { en: {}, nl: {} })}>
        <ListState source={source} loadingText="Loading contracts..." failedTitle="Could not load the contracts.">
          <table aria-label="Contracts" />
        </ListState>
      </I18nextProvider>,
    );
    expect(screen.queryByRole('table')).toBeNull();
    act(() => runInAction(() => (source.loadState = 'loaded')));
    expect(screen.getByRole('table', { name: 'Contracts' })).toBeInTheDocument();
  });
});
