/** The emulated cloud's data: tenants with their directory, licences and Azure subscriptions. */

/** A Microsoft Graph `subscribedSku`: what the tenant bought (prepaid) and uses (consumed). */
export interface TenantSku {
  skuId: string;
  skuPartNumber: string;
  prepaidEnabled: number;
  consumedUnits: number;
  /** The Partner Center subscriptions that feed this SKU. */
  subscriptionIds: string[];
}

/** A Partner Center licence subscription under the new commerce experience. */
export interface LicenceSubscription {
  id: string;
  offerId: string;
  offerName: string;
  friendlyName: string;
  quantity: number;
  status: 'active' | 'suspended' | 'deleted' | 'expired' | 'disabled';
  billingCycle: 'monthly' | 'annual';
  termDuration: 'P1M' | 'P1Y';
  creationDate: string;
  effectiveStartDate: string;
  commitmentEndDate: string;
  /** Until when a decrease is possible (purchase or renewal plus the cancellation window). */
  cancellationAllowedUntilDate: string;
  autoRenewEnabled: boolean;
  /** The Graph SKU whose prepaid seats follow this subscription's quantity. */
  skuId: string;
}

export interface AzureResource {
  name: string;
  type: string;
  resourceGroup: string;
  location: string;
}

export interface AdvisorRecommendation {
  /** Stable name (a GUID) of the recommendation. */
  name: string;
  impact: 'High' | 'Medium' | 'Low';
  impactedField: string;
  impactedValue: string;
  problem: string;
  solution: string;
  annualSavingsAmount: number;
  savingsCurrency: string;
  recommendationTypeId: string;
}

/** One month's cost of one Azure service (Cost Management's `ServiceName` dimension). */
export interface ServiceCost {
  /** First day of the month, YYYY-MM-01. */
  month: string;
  serviceName: string;
  amount: number;
}

export interface AzureSubscription {
  subscriptionId: string;
  displayName: string;
  state: 'Enabled' | 'Disabled';
  resources: AzureResource[];
  recommendations: AdvisorRecommendation[];
  costs: ServiceCost[];
  currency: string;
  /**
   * False when the consented app's role sits on a resource group only: the subscription is listed, but reads at
   * the subscription's scope (Advisor, Cost Management) meet 403 AuthorizationFailed. Absent: allowed.
   */
  subscriptionScopeAccess?: boolean;
}

export interface DirectoryUser {
  id: string;
  userPrincipalName: string;
  displayName: string;
}

export interface Tenant {
  id: string;
  displayName: string;
  defaultDomain: string;
  users: DirectoryUser[];
  skus: TenantSku[];
  /** Partner Center subscriptions of this customer (empty for the partner tenant). */
  licences: LicenceSubscription[];
  azureSubscriptions: AzureSubscription[];
  /** The customer's Azure plan billing scope (Microsoft Customer Agreement), null when it has none. */
  billingScope: string | null;
  /** Whether the consented application holds its Graph and Azure permissions here (false: 403 from the APIs). */
  access: { graph: boolean; azure: boolean };
}

/** The provider's multi-tenant application registration. */
export interface AppRegistration {
  clientId: string;
  clientSecret: string;
  /** A certificate credential (PEM), as an alternative to the secret. */
  certificatePem?: string;
  /** Tenants where the application has a service principal (consent given). */
  consentedTenants: string[];
}

export interface CloudSeed {
  partnerTenantId: string;
  tenants: Tenant[];
  apps: AppRegistration[];
  /** Customer tenant ids the partner has a reseller relationship with. */
  partnerCustomers: string[];
}
