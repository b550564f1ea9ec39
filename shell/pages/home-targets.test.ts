import { menuItem } from '../../core/plugin-api/testing/fixtures';
import { customerConfigurationIsValid } from './customer-configuration';
import { findMenuTarget, isReport } from './home-targets';

const header = (id: number, subMenuItems: ReturnType<typeof menuItem>[]) =>
  menuItem({ id, actionType: 'menu', actionId: null, subMenuItems });

describe("the home page's cards find their menu item", () => {
  test('depth first: an item before the items nested after it', () => {
    const menu = [
      header(1, [
        menuItem({ id: 2, actionType: 'html' }),
        menuItem({ id: 3, actionType: 'report', subMenuItems: [menuItem({ id: 4, actionType: 'report' })] }),
      ]),
      menuItem({ id: 5, actionType: 'report' }),
    ];
    expect(findMenuTarget(menu, isReport)).toEqual({ kind: 'route', to: '/action/3' });
  });

  test('a header never, and an item that leads nowhere is passed over for the next one', () => {
    const menu = [
      header(1, [menuItem({ id: 2, actionType: 'report', actionId: null })]),
      menuItem({ id: 3, actionType: 'report' }),
    ];
    expect(findMenuTarget(menu, (item) => item.actionType === 'menu')).toBeNull();
    expect(findMenuTarget(menu, isReport)).toEqual({ kind: 'route', to: '/action/3' });
  });

  test('none in the menu: null', () => {
    expect(findMenuTarget([header(1, [menuItem({ id: 2 })])], isReport)).toBeNull();
  });
});

describe("the customer's configuration, from its menu", () => {
  const facts = (menuItems: ReturnType<typeof menuItem>[]) => ({
    hasCustomerList: false,
    customers: [],
    activeCustomerId: null,
    registeredPlugins: ['report'],
    menuItems,
    hasView: (actionType: string) => actionType === 'report',
  });

  test('valid when an item under a header can be opened', () => {
    expect(
      customerConfigurationIsValid(
        facts([header(1, [menuItem({ id: 2, actionType: 'retired' }), menuItem({ id: 3, actionType: 'report' })])]),
      ),
    ).toBe(true);
  });

  test('not valid when no item, headers looked into, can be opened', () => {
    expect(
      customerConfigurationIsValid(
        facts([header(1, [menuItem({ id: 2, actionType: 'retired' })]), menuItem({ id: 3, actionType: 'retired' })]),
      ),
    ).toBe(false);
  });

  test('valid with headers alone, as with an empty menu', () => {
    expect(customerConfigurationIsValid(facts([header(1, [])]))).toBe(true);
    expect(customerConfigurationIsValid(facts([]))).toBe(true);
  });

  test("a group's own items are not looked into: the group itself is the item", () => {
    const group = menuItem({ id: 1, actionType: 'report', subMenuItems: [menuItem({ id: 2, actionType: 'retired' })] });
    expect(customerConfigurationIsValid(facts([group]))).toBe(true);
  });

  test('an item with a link counts as one that opens', () => {
    expect(
      customerConfigurationIsValid(
        facts([menuItem({ id: 1, actionType: 'retired', linkUrl: 'https://example.com/' })]),
      ),
    ).toBe(true);
  });
});
