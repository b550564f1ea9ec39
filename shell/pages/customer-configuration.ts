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

/** Whether any item that is not a header (headers' items included, depth first) passes `test`: no copies of a long menu. */
function someLeaf(items: readonly MenuItem[], test: (item: MenuItem) => boolean): boolean {
  return items.some((item) => (item.actionType === 'menu' ? someLeaf(item.subMenuItems, test) : test(item)));
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
    if (
      facts.activeCustomerId !== null &&
      !facts.customers.some((customer) => customer.customerId === facts.activeCustomerId)
    )
      return false;
  }
  const active =
    facts.customers.find((customer) => customer.customerId === facts.activeCustomerId) ?? facts.customers[0];
  if (Array.isArray(active?.plugins) && facts.registeredPlugins !== null && facts.registeredPlugins.length === 0)
    return false;
  if (facts.registeredPlugins !== null) {
    const opens = (item: MenuItem) => facts.hasView(item.actionType) || Boolean(item.linkUrl);
    if (someLeaf(facts.menuItems, () => true) && !someLeaf(facts.menuItems, opens)) return false;
  }
  return true;
}
