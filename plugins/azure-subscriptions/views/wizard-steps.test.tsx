import type { ReactElement } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observable, runInAction } from 'mobx';
import {
  AccountStore,
  HttpClient,
  SettingsStore,
  TenantRequester,
  type Tenant,
  type Token,
} from '../../../core/plugin-api';
import { fakeHttp, ok, renderWithServices } from '../../../core/plugin-api/testing';
import plugin from '../index';
import type { AzureSubscriptionDraft } from '../stores/azure-subscriptions-store';
import EnterStep from './EnterStep';
import VerifyStep from './VerifyStep';

jest.setTimeout(60_000);

const contoso: Tenant = { tenantId: 't1', tenantName: 'Contoso Zorg (contosozorg.onmicrosoft.com)' };
const fabrikam: Tenant = { tenantId: 't2', tenantName: 'Fabrikam Logistiek' };
const draft = (values: Partial<AzureSubscriptionDraft> = {}): AzureSubscriptionDraft => ({
  name: '',
  ownerUpn: '',
  tenantId: '',
  ...values,
});

function setup(
  ui: (onChange: jest.Mock) => ReactElement,
  account: { azureTenants: Tenant[]; requestingTenantData: boolean },
  language: 'en' | 'nl' = 'en',
) {
  const state = observable({ ...account, permissions: ['azure'] });
  const requestTenants = jest.fn(async () => undefined);
  const services = new Map<Token<unknown>, unknown>([
    [HttpClient, fakeHttp(() => ok([])).http],
    [AccountStore, state as unknown as AccountStore],
    [TenantRequester, { requestTenants }],
    [SettingsStore, { theme: 'theme1' } as SettingsStore],
  ]);
  const onChange = jest.fn();
  renderWithServices(ui(onChange), { plugin, services, language });
  return { state, onChange, requestTenants, user: userEvent.setup() };
}

describe('the enter step', () => {
  it('asks for the tenants, shows them loading with the field disabled, then offers them', async () => {
    const { state, requestTenants } = setup((onChange) => <EnterStep values={draft()} onChange={onChange} />, {
      azureTenants: [],
      requestingTenantData: true,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your tenants...');
    expect(requestTenants).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('combobox', { name: 'Tenant' })).toBeDisabled();
    act(() =>
      runInAction(() => {
        state.azureTenants = [contoso, fabrikam];
        state.requestingTenantData = false;
      }),
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Tenant' })).toBeEnabled();
  });

  it('says plainly that there is nothing to choose without tenants', async () => {
    setup((onChange) => <EnterStep values={draft()} onChange={onChange} />, {
      azureTenants: [],
      requestingTenantData: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account has no Azure tenants, so no subscription can be requested.',
    );
    expect(screen.queryByRole('combobox', { name: 'Tenant' })).toBeNull();
  });

  it('chooses the only tenant by itself', async () => {
    const { onChange } = setup((change) => <EnterStep values={draft()} onChange={change} />, {
      azureTenants: [contoso],
      requestingTenantData: false,
    });
    await screen.findByRole('combobox', { name: 'Tenant' });
    expect(onChange).toHaveBeenCalledWith({ tenantId: 't1' });
  });

  it('explains a field problem once the field is left, naming refused characters', async () => {
    setup(
      (onChange) => <EnterStep values={draft({ name: 'Prod <1>; x', ownerUpn: 'anna devries' })} onChange={onChange} />,
      { azureTenants: [contoso, fabrikam], requestingTenantData: false },
    );
    // Given values count as visited (a draft resumed): the problems show at once.
    expect(
      await screen.findByText(
        'The subscription name may hold only letters, digits, spaces and - _ . ( ). Not allowed: < > ;',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The owner's username must not contain spaces: a UPN looks like anna@contoso.com."),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subscription name' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows no problem before a field is left, and passes every keystroke on unchanged', async () => {
    const { user, onChange } = setup((change) => <EnterStep values={draft()} onChange={change} />, {
      azureTenants: [contoso, fabrikam],
      requestingTenantData: false,
    });
    const name = await screen.findByRole('textbox', { name: 'Subscription name' });
    await user.type(name, ' ');
    expect(onChange).toHaveBeenLastCalledWith({ name: ' ' });
    expect(screen.queryByText(/subscription name/i, { selector: '[role=alert]' })).toBeNull();
    await user.tab();
    expect(await screen.findByText('Enter a subscription name.')).toBeInTheDocument();
  });

  it('speaks Dutch', async () => {
    setup(
      (onChange) => <EnterStep values={draft({ ownerUpn: 'bram@northwind' })} onChange={onChange} />,
      { azureTenants: [contoso], requestingTenantData: false },
      'nl',
    );
    expect(await screen.findByRole('textbox', { name: 'Naam van het abonnement' })).toBeInTheDocument();
    expect(
      screen.getByText(/Na de @ heeft de gebruikersnaam van de eigenaar een geldig domein nodig/),
    ).toBeInTheDocument();
  });
});

describe('the verify step', () => {
  it('shows what will be requested, the tenant by name', async () => {
    setup(
      (onChange) => (
        <VerifyStep
          values={draft({ name: 'Analytics', ownerUpn: 'anna@contoso.com', tenantId: 't2' })}
          onChange={onChange}
        />
      ),
      { azureTenants: [contoso, fabrikam], requestingTenantData: false },
    );
    expect(await screen.findByText('Analytics')).toBeInTheDocument();
    expect(screen.getByText('anna@contoso.com')).toBeInTheDocument();
    expect(screen.getByText('Fabrikam Logistiek')).toBeInTheDocument();
  });
});
