import { makeAutoObservable } from 'mobx';
import type { AccountInfo, Customer, Identity, Tenant } from '../../contract';
import type { AccountStore } from '../../plugin-api';

/** The account state and its transitions (identity loaded, logout, customer switch, tenants). No I/O here. */
export class AccountState implements AccountStore {
  userName = '';
  name = '';
  firstName = '';
  lastName = '';
  initials = '';
  oid = '';
  isAuthenticated = false;
  isAuthorized = false;
  isLoading = true;
  /** Not in the spec: the identity call failed, so the shell can offer a retry instead of loading forever. */
  identityFailed = false;
  activeCustomerId: string | null = null;
  customers: Customer[] = [];
  /**
   * Not in the spec: whether the identity carried a customer list at all (our addition). Without one the
   * portal works as the spec describes; an empty list means the user belongs to no customer.
   */
  hasCustomerList = false;
  permissions: string[] = [];
  accountDeletionRequestDate: string | null = null;
  accountDeletionDate: string | null = null;
  azureTenants: Tenant[] = [];
  requestingTenantData = false;
  monitoringLocation: string | null = null;
  runAsUser: string | null = null;
  /** Not in the spec: an administrator views the portal as runAsUser in this session (the banner's way back). */
  runAsSession = false;
  defaultActionId: number | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get activeCustomer(): Customer | null {
    return (
      this.customers.find((customer) => customer.customerId === this.activeCustomerId) ?? this.customers[0] ?? null
    );
  }

  identityLoaded(identity: Identity): void {
    this.userName = identity.userName;
    this.name =
      identity.fullName || [identity.firstName, identity.lastName].filter(Boolean).join(' ') || identity.userName;
    this.firstName = identity.firstName;
    this.lastName = identity.lastName;
    this.initials = identity.initials;
    this.oid = identity.oid;
    this.permissions = identity.permissions;
    this.customers = identity.customers ?? [];
    this.hasCustomerList = identity.customers !== null;
    this.activeCustomerId = identity.activeCustomerId;
    this.runAsUser = identity.runAsUser;
    this.runAsSession = identity.runAsSession && identity.runAsUser !== null;
    this.defaultActionId = identity.defaultActionId;
    this.isAuthenticated = identity.isAuthenticated;
    this.isAuthorized = identity.isAuthenticated && identity.isAuthorized;
    this.isLoading = false;
    this.identityFailed = false;
  }

  identityFailedToLoad(): void {
    this.identityFailed = true;
  }

  loggedOut(): void {
    this.name = '';
    this.initials = '';
    this.oid = '';
    this.permissions = [];
    this.customers = [];
    this.isAuthorized = false;
    this.runAsSession = false;
  }

  additionalInfoReceived(info: AccountInfo): void {
    this.accountDeletionRequestDate = info.accountDeletionRequestDate;
    this.accountDeletionDate = info.accountDeletionDate;
  }

  selectedCustomerChanged(customerId: string): void {
    this.activeCustomerId = customerId;
  }

  tenantsRequested(): void {
    this.requestingTenantData = true;
  }

  tenantsReceived(tenants: Tenant[]): void {
    this.azureTenants = tenants;
    this.requestingTenantData = false;
  }

  monitoringReceived(location: string | null): void {
    this.monitoringLocation = location;
  }
}
