import type { Customer, MenuItem } from '../../core/contract';

export interface CustomerConfigurationFacts {
  /** Whether the identity carried a customer list at all (the spec's identity has none). */
  hasCustomerList: boolean;
  customers: readonly Customer[];
  activeCustomerId: string | null;
  /** The plugins that registered for the active customer; null before start-up finished. */
  registeredPlugins: readonly string[] | null;
  /** The menu as answered (the home page asks only once it has). */
  menuItems: readonly MenuItem[];
  /** Whether an enabled plugin shows this action type. */
  hasView: (actionType: string) => boolean;
}

function leaves(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.actionType === 'menu' ? leaves(item.subMenuItems) : [item]));
}

/**
 * Whether the active customer's configuration can be used, or the spec's "customer configuration not valid"
 * message applies: the user belongs to no customer, the active customer is not one of theirs, its plugin list
 * leaves no plugin that runs, or its menu has items but not one this portal can open. An empty menu is valid:
 * the spec then shows the welcome card.
 */
export function customerConfigurationIsValid(facts: CustomerConfigurationFacts): boolean {
  if (facts.hasCustomerList) {
    if (facts.customers.length === 0) return false;
    if (facts.activeCustomerId !== null && !facts.customers.some((customer) => customer.customerId === facts.activeCustomerId)) return false;
  }
  const active = facts.customers.find((customer) => customer.customerId === facts.activeCustomerId) ?? facts.customers[0];
  if (Array.isArray(active?.plugins) && facts.registeredPlugins !== null && facts.registeredPlugins.length === 0) return false;
  if (facts.registeredPlugins !== null) {
    const items = leaves(facts.menuItems);
    if (items.length > 0 && !items.some((item) => facts.hasView(item.actionType) || Boolean(item.linkUrl))) return false;
  }
  return true;
}
