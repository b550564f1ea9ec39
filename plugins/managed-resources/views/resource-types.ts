/**
 * The common Azure resource types (ARM's `type`, as Resource Graph answers it, lower-cased) and the key of their
 * readable name under `resourceTypes` in the plugin's texts. A type not listed is shown by its ARM name.
 */
const AZURE_TYPE_KEYS: Readonly<Record<string, string>> = {
  'microsoft.compute/virtualmachines': 'virtualMachines',
  'microsoft.compute/virtualmachinescalesets': 'scaleSets',
  'microsoft.compute/disks': 'disks',
  'microsoft.compute/snapshots': 'snapshots',
  'microsoft.compute/availabilitysets': 'availabilitySets',
  'microsoft.storage/storageaccounts': 'storageAccounts',
  'microsoft.sql/servers': 'sqlServers',
  'microsoft.sql/servers/databases': 'sqlDatabases',
  'microsoft.dbforpostgresql/flexibleservers': 'postgresServers',
  'microsoft.web/sites': 'appServices',
  'microsoft.web/serverfarms': 'appServicePlans',
  'microsoft.keyvault/vaults': 'keyVaults',
  'microsoft.network/virtualnetworks': 'virtualNetworks',
  'microsoft.network/publicipaddresses': 'publicIps',
  'microsoft.network/networkinterfaces': 'networkInterfaces',
  'microsoft.network/networksecuritygroups': 'securityGroups',
  'microsoft.network/loadbalancers': 'loadBalancers',
  'microsoft.network/applicationgateways': 'applicationGateways',
  'microsoft.network/virtualnetworkgateways': 'vpnGateways',
  'microsoft.network/privateendpoints': 'privateEndpoints',
  'microsoft.recoveryservices/vaults': 'backupVaults',
  'microsoft.operationalinsights/workspaces': 'logAnalytics',
  'microsoft.insights/components': 'applicationInsights',
  'microsoft.containerservice/managedclusters': 'kubernetes',
};

/** The `resourceTypes.*` text key of an Azure resource type, or null when it has no readable name. */
export const resourceTypeKey = (resourceType: string): string | null => {
  const key = AZURE_TYPE_KEYS[resourceType.toLowerCase()];
  return key ? `resourceTypes.${key}` : null;
};

/** Every key, for the test that each has a text in both languages. */
export const RESOURCE_TYPE_KEYS: readonly string[] = Object.values(AZURE_TYPE_KEYS);
