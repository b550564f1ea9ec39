import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountStore, HttpClient, type HttpFailure, type HttpResult, type Token } from '../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../core/plugin-api/testing';
import type { User } from '../contract';
import plugin from '../index';
import { ViewAsButton } from './ViewAsButton';

const dirk: User = {
  id: 'u-dirk',
  userName: 'dirk@contoso.example',
  email: 'dirk@contoso.example',
  firstName: 'Dirk',
  lastName: 'de Vries',
  isProviderAdmin: false,
  disabledAt: null,
  lastSignInAt: null,
  accountDeletionRequestDate: null,
  accountDeletionDate: null,
  memberships: [],
};

function setup(user: User, answer: () => HttpResult<unknown>, language: 'en' | 'nl' = 'en') {
  const { http, calls } = fakeHttp(answer);
  const account = { userName: 'petra@msp.example', permissions: ['provider-admin'] } as unknown as AccountStore;
  const goHome = jest.fn();
  const onFailed = jest.fn<void, [HttpFailure]>();
  const services = new Map<Token<unknown>, unknown>([
    [HttpClient, http],
    [AccountStore, account],
  ]);
  renderWithServices(<ViewAsButton user={user} onFailed={onFailed} goHome={goHome} />, { plugin, services, language });
  return { calls, goHome, onFailed };
}

const started = () =>
  ok({ userId: 'u-dirk', userName: 'dirk@contoso.example', customerId: 'contoso', until: '2026-11-23T11:00:00.000Z' });

describe('ViewAsButton', () => {
  it('starts viewing as the user, then loads the home page afresh', async () => {
    const { calls, goHome, onFailed } = setup(dirk, started);
    await userEvent.setup().click(screen.getByRole('button', { name: 'View the portal as Dirk de Vries' }));
    await waitFor(() => expect(goHome).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([{ method: 'POST', path: '/api/admin/run-as', body: { userId: 'u-dirk' } }]);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('hands a refusal to the screen and stays', async () => {
    const { goHome, onFailed } = setup(dirk, () => fail(403, 'Administrators only.'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'View the portal as Dirk de Vries' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ status: 403 })));
    expect(goHome).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'View the portal as Dirk de Vries' })).toBeEnabled();
  });

  it.each([
    ['a provider administrator', { isProviderAdmin: true }],
    ['a disabled user', { disabledAt: '2026-11-01T00:00:00.000Z' }],
    ['oneself', { userName: 'petra@msp.example' }],
  ])('is not offered for %s', (_who, change) => {
    setup({ ...dirk, ...change }, started);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks Dutch', () => {
    setup(dirk, started, 'nl');
    expect(screen.getByRole('button', { name: 'Het portaal bekijken als Dirk de Vries' })).toHaveTextContent(
      'Bekijken als',
    );
  });
});
