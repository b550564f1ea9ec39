import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../services/i18n/create-i18n';
import type { HttpFailure } from '../call-failure';
import { CallFailure } from './CallFailure';

const failure = (status: number, reason: HttpFailure['reason'] = 'http'): HttpFailure => ({
  ok: false,
  status,
  reason,
  message: 'server text',
});

const renderFailure = (result: HttpFailure, onRetry = jest.fn(), language: 'en' | 'nl' = 'en') => {
  render(
    <I18nextProvider i18n={createI18n(language, { en: {}, nl: {} })}>
      <CallFailure result={result} onRetry={onRetry} returnPath="/action/7" />
    </I18nextProvider>,
  );
  return onRetry;
};

describe('CallFailure', () => {
  it('401: says the session expired and links to sign in again with the way back', () => {
    renderFailure(failure(401));
    expect(screen.getByText('Your session has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      '/account/login?returnUrl=%2Faction%2F7',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    [403, 'No access.'],
    [404, 'Not found.'],
    [400, 'Request refused.'],
  ])('%i: says what happened, links home and offers no retry', (status, title) => {
    renderFailure(failure(status));
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText(`(HTTP ${status})`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    ['500', failure(500), 'The server could not be reached or had a problem.'],
    ['no answer', failure(0, 'network'), 'The server could not be reached or had a problem.'],
    ['an unreadable answer', failure(200, 'malformed'), 'The answer could not be read.'],
  ])('%s: "Try again" calls onRetry', async (_label, result, title) => {
    const onRetry = renderFailure(result);
    expect(screen.getByText(title)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks Dutch to a Dutch reader', () => {
    renderFailure(failure(503), jest.fn(), 'nl');
    expect(screen.getByText('De server was niet bereikbaar of had een probleem.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });

  it("never shows the server's own message (it is in the server's language)", () => {
    renderFailure(failure(500));
    expect(document.body).not.toHaveTextContent('server text');
  });
});
