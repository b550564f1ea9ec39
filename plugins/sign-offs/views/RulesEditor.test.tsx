import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpClient, type HttpResult, type Token } from '../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../core/plugin-api/testing';
import plugin from '../index';
import RulesEditor from './RulesEditor';

const kinds = [
  {
    kind: 'subscriptions.licence-increase',
    label: { en: 'Licence increases', nl: 'Uitbreiding van licenties' },
    measures: [{ id: 'quantityIncrease', label: { en: 'Licences added', nl: 'Extra licenties' } }],
  },
];

function setup(put: (body: unknown) => HttpResult<unknown>) {
  const { http, calls } = fakeHttp((method, _path, body) => (method === 'GET' ? ok({ kinds, rules: [] }) : put(body)));
  renderWithServices(<RulesEditor customerId="contoso" />, {
    plugin,
    services: new Map<Token<unknown>, unknown>([[HttpClient, http]]),
  });
  return { calls, user: userEvent.setup() };
}

jest.setTimeout(30_000);

it('switches a kind on with a threshold and named signers, and keeps the input when the server refuses it', async () => {
  const { calls, user } = setup(() => fail(400, 'Not a member of this customer: someone@example.com.'));
  const rule = await screen.findByRole('group', { name: 'Licence increases' });
  await user.click(within(rule).getByRole('checkbox', { name: 'Needs a sign-off' }));
  await user.type(within(rule).getByRole('textbox', { name: /Licences added/ }), '5');
  await user.click(within(rule).getByRole('radio', { name: 'Named people' }));
  const named = within(rule).getByRole('textbox', { name: /E-mail addresses/ });
  await user.type(named, 'dirk.visser@contoso.example, someone@example.com');
  await user.click(within(rule).getByRole('button', { name: /^Save: / }));
  expect(await within(rule).findByRole('alert')).toHaveTextContent('Not saved: Not a member of this customer');
  expect(named).toHaveValue('dirk.visser@contoso.example, someone@example.com');
  expect(calls.filter((c) => c.method === 'PUT')).toEqual([
    {
      method: 'PUT',
      path: '/api/sign-offs/rules/subscriptions.licence-increase?customer=contoso',
      body: {
        thresholds: { quantityIncrease: 5 },
        signers: ['dirk.visser@contoso.example', 'someone@example.com'],
        remindAfterHours: 24,
        expireAfterHours: 72,
      },
    },
  ]);
});
