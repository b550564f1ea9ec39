import { GRANTED_CAPABILITIES } from '../plugin-api/data';

/**
 * What the shipped configuration grants when PLUGIN_GRANTS is not set: the administration sees every customer;
 * the Azure subscriptions' provisioning finds a request by its number and keeps names and subscription ids unique;
 * the notifications' broadcasts are provider-wide and reach every member of the chosen customers; the service
 * requests' ticket-system connectors name the customer in each call (and see which customers store files, and the service catalogue lists the customer's
 * people and, in its designer, the customers a form is shown to); the Microsoft connection reads each customer's
 * tenant ids and names the connected customers to the syncs (licences, recommendations, Azure services, managed
 * resources), which store each one's rows; the recommendations' administration names the customer it works for; the surveys' administration reads a
 * customer's answers with the names of the users who gave them.
 */
export const DEFAULT_PLUGIN_GRANTS = [
  'admin:administration',
  'admin:crossCustomerData',
  'azure-services:crossCustomerData',
  'azure-subscriptions:crossCustomerData',
  'files:crossCustomerData',
  'managed-resources:crossCustomerData',
  'microsoft-cloud:crossCustomerData',
  'microsoft-cloud:customerDirectory',
  'notifications:crossCustomerData',
  'notifications:customerDirectory',
  'recommendations:crossCustomerData',
  'report:crossCustomerData',
  'report:customerDirectory',
  'service-requests:crossCustomerData',
  'service-requests:customerDirectory',
  'subscriptions:crossCustomerData',
  'surveys:crossCustomerData',
  'surveys:customerDirectory',
].join(',');

export type PluginGrants = Readonly<Record<string, readonly string[]>>;

/** PLUGIN_GRANTS: comma-separated `plugin:capability` pairs; "none" or empty grants nothing. */
export function parsePluginGrants(value: string | undefined): PluginGrants {
  const text = value === undefined ? DEFAULT_PLUGIN_GRANTS : value.trim();
  const grants: Record<string, string[]> = {};
  if (text === '' || text === 'none') return grants;
  for (const pair of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [plugin, capability, ...rest] = pair.split(':').map((s) => s.trim());
    if (
      !plugin ||
      !capability ||
      rest.length > 0 ||
      !(GRANTED_CAPABILITIES as readonly string[]).includes(capability)
    ) {
      throw new Error(
        `PLUGIN_GRANTS: "${pair}" is not plugin:capability with a capability of ${GRANTED_CAPABILITIES.join(', ')}`,
      );
    }
    grants[plugin] = [...(grants[plugin] ?? []), capability];
  }
  return grants;
}

export type PluginFailurePolicy = 'disable' | 'refuse';

/** PLUGIN_FAILURE: what a plugin failing to register does; `disable` (default) drops it, `refuse` stops the start. */
export function parsePluginFailure(value: string | undefined): PluginFailurePolicy {
  const text = value?.trim() || 'disable';
  if (text !== 'disable' && text !== 'refuse') throw new Error('PLUGIN_FAILURE must be "disable" or "refuse"');
  return text;
}
