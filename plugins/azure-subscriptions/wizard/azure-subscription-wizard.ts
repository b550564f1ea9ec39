import {
  AccountStore as AccountStoreToken,
  type AccountStore,
  type Token,
  type WizardEntry,
  type WizardFactory,
  type WizardResult,
} from '../../../core/plugin-api';
import { subscriptionNameProblem, upnProblem } from '../contract';
import {
  AzureSubscriptionsStoreToken,
  type AzureSubscriptionDraft,
  type AzureSubscriptionsStore,
  type RequestOutcome,
} from '../stores/azure-subscriptions-store';

export const AZURE_SUBSCRIPTION_WIZARD_ID = 'azure-subscription';

export const EMPTY_DRAFT: AzureSubscriptionDraft = { name: '', ownerUpn: '', tenantId: '' };

type Account = Pick<AccountStore, 'azureTenants' | 'requestingTenantData'>;

/**
 * What keeps the enter step from being left, as a key of the plugin's texts: tenants still loading or
 * missing first (nothing can be requested without one), then the fields in the order they are shown.
 */
export function enterStepProblem(values: AzureSubscriptionDraft, account: Account): string | null {
  if (account.requestingTenantData) return 'problems.tenantsLoading';
  if (account.azureTenants.length === 0) return 'problems.noTenants';
  const name = subscriptionNameProblem(values.name);
  if (name) return `problems.name.${name}`;
  const owner = upnProblem(values.ownerUpn);
  if (owner) return `problems.owner.${owner}`;
  if (!account.azureTenants.some((tenant) => tenant.tenantId === values.tenantId)) return 'problems.tenant';
  return null;
}

/**
 * Held by the customer's sign-off rule: not registered yet, and who decides (any one of the named people, else the
 * provider). The names are listed with commas so the sentence reads in either language.
 */
function signOffResult(signers: readonly string[]): WizardResult {
  const titleKey = 'result.signOff.title';
  if (signers.length === 0) return { ok: true, titleKey, messageKey: 'result.signOff.provider' };
  return signers.length === 1
    ? { ok: true, titleKey, messageKey: 'result.signOff.one', values: { signer: signers[0]! } }
    : { ok: true, titleKey, messageKey: 'result.signOff.several', values: { signers: signers.join(', ') } };
}

/** The confirmation step's texts for the submission's outcome, in the spec's service-request pattern. */
export function outcomeOf(outcome: RequestOutcome, draft: AzureSubscriptionDraft): WizardResult {
  if (outcome.ok && 'signOff' in outcome) return signOffResult(outcome.signOff.signers);
  if (outcome.ok) {
    return outcome.number
      ? {
          ok: true,
          titleKey: 'result.success.title',
          messageKey: 'result.success.message',
          values: { number: outcome.number },
        }
      : { ok: true, titleKey: 'result.success.title', messageKey: 'result.success.messageWithoutNumber' };
  }
  const byStatus: Record<number, string> = {
    403: 'result.error.forbidden',
    404: 'result.error.tenant',
    409: 'result.error.duplicate',
    400: 'result.error.invalid',
  };
  const messageKey =
    outcome.reason === 'http' ? (byStatus[outcome.status] ?? 'result.error.message') : 'result.error.message';
  return { ok: false, titleKey: 'result.error.title', messageKey, values: { name: draft.name } };
}

/**
 * The spec's create-Azure-subscription wizard: enter (name, owner, tenant), verify, then the shell's
 * confirmation with the outcome. Services are resolved when used, not while the wizard is built.
 */
export function azureSubscriptionWizard(
  resolve: <T>(token: Token<T>) => T,
  tokens: { account: Token<AccountStore>; store: Token<AzureSubscriptionsStore> },
): WizardEntry<AzureSubscriptionDraft> {
  return {
    id: AZURE_SUBSCRIPTION_WIZARD_ID,
    titleKey: 'wizard.title',
    initialValues: EMPTY_DRAFT,
    steps: [
      {
        titleKey: 'wizard.steps.enter',
        load: () => import('../views/EnterStep'),
        validate: (values) => enterStepProblem(values, resolve(tokens.account)),
      },
      { titleKey: 'wizard.steps.verify', load: () => import('../views/VerifyStep') },
    ],
    submit: async (values) => {
      const draft = { name: values.name, ownerUpn: values.ownerUpn, tenantId: values.tenantId };
      return outcomeOf(await resolve(tokens.store).request(draft), draft);
    },
  };
}

/** The wizard's lazy entry (the manifest's declaration): built with the portal's account and the plugin's store. */
const createWizard: WizardFactory = (resolve) =>
  azureSubscriptionWizard(resolve, { account: AccountStoreToken, store: AzureSubscriptionsStoreToken });
export default createWizard;
