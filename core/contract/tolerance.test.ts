import * as z from 'zod/mini';
import { AccountInfo, Identity, MonitoringInfo, PublicSettings, TenantList, parseMenuItems } from './index';

/**
 * The odd-but-legal answers the browser must accept (see the tolerance list in index.ts). Each test feeds
 * one such answer to the parser the http client uses and checks the single form the portal keeps.
 */
describe('contract tolerances: identity', () => {
  it('accepts a customer id sent as a number', () => {
    const identity = Identity.parse({
      isAuthenticated: true,
      customers: [{ customerId: 42, customerName: 'Contoso' }],
    });
    expect(identity.customers).toEqual([{ customerId: '42', customerName: 'Contoso', customerIdIsNumber: true }]);
  });

  it('accepts an active customer id sent as a number', () => {
    expect(Identity.parse({ activeCustomerId: 42 }).activeCustomerId).toBe('42');
    expect(Identity.parse({ activeCustomerId: 'c1' }).activeCustomerId).toBe('c1');
  });

  it('accepts a default action id sent as a string of digits', () => {
    expect(Identity.parse({ defaultActionId: '9' }).defaultActionId).toBe(9);
    expect(Identity.parse({ defaultActionId: 9 }).defaultActionId).toBe(9);
  });

  it('refuses a default action id that is a fraction, text or too large, never rounding it', () => {
    expect(Identity.parse({ defaultActionId: 1.5 }).defaultActionId).toBeNull();
    expect(Identity.parse({ defaultActionId: '1.5' }).defaultActionId).toBeNull();
    expect(Identity.parse({ defaultActionId: 'abc' }).defaultActionId).toBeNull();
    expect(Identity.parse({ defaultActionId: '12345678901234567890' }).defaultActionId).toBeNull();
  });

  it("accepts an identity with only the spec's fields: no customer list is null, not an empty list", () => {
    const identity = Identity.parse({
      userName: 'anna@contoso.example',
      isAuthenticated: true,
      isAuthorized: true,
      initials: 'AJ',
      permissions: ['reports'],
      oid: 'o1',
      fullName: 'Anna de Jong',
      firstName: 'Anna',
      lastName: 'de Jong',
      activeCustomerId: null,
      runAsUser: null,
      defaultActionId: null,
    });
    expect(identity.customers).toBeNull();
    expect(identity).toMatchObject({ userName: 'anna@contoso.example', isAuthorized: true, permissions: ['reports'] });
  });

  it('keeps an empty customer list empty (the user belongs to no customer)', () => {
    expect(Identity.parse({ customers: [] }).customers).toEqual([]);
  });

  it('accepts null where a value is optional', () => {
    const identity = Identity.parse({
      userName: null,
      isAuthenticated: true,
      isAuthorized: true,
      initials: null,
      permissions: null,
      oid: null,
      fullName: null,
      firstName: null,
      lastName: null,
      activeCustomerId: null,
      runAsUser: null,
      defaultActionId: null,
      customers: null,
    });
    expect(identity).toMatchObject({
      userName: '',
      initials: '',
      permissions: [],
      runAsUser: null,
      defaultActionId: null,
      customers: null,
    });
    expect(identity.isAuthorized).toBe(true);
  });

  it('accepts missing optional fields: an answer with the flags only', () => {
    const identity = Identity.parse({ isAuthenticated: true, isAuthorized: false });
    expect(identity).toMatchObject({
      isAuthenticated: true,
      isAuthorized: false,
      userName: '',
      permissions: [],
      activeCustomerId: null,
      customers: null,
    });
  });

  it('ignores unknown extra fields', () => {
    const identity = Identity.parse({
      userName: 'a',
      tenantRegion: 'EU',
      customers: [{ customerId: 'c1', customerName: 'C', color: 'red' }],
    });
    expect(identity).not.toHaveProperty('tenantRegion');
    expect(identity.customers).toEqual([{ customerId: 'c1', customerName: 'C' }]);
  });

  it('drops one unusable customer and keeps the others', () => {
    const identity = Identity.parse({
      customers: [
        { customerName: 'no id' },
        null,
        'c9',
        { customerId: '', customerName: 'empty id' },
        { customerId: 'c2', customerName: 'Fabrikam' },
      ],
    });
    expect(identity.customers).toEqual([{ customerId: 'c2', customerName: 'Fabrikam' }]);
  });

  it('names a customer sent without a name by its id', () => {
    expect(
      Identity.parse({ customers: [{ customerId: 7 }, { customerId: 'c2', customerName: null }] }).customers,
    ).toEqual([
      { customerId: '7', customerName: '7', customerIdIsNumber: true },
      { customerId: 'c2', customerName: 'c2' },
    ]);
  });

  it("keeps a customer's plugin list, dropping an entry that is not a plugin id", () => {
    const [customer] = Identity.parse({
      customers: [{ customerId: 'c1', customerName: 'C', plugins: ['claims', 5, 'html'] }],
    }).customers!;
    expect(customer.plugins).toEqual(['claims', 'html']);
  });

  it('keeps the other permissions when one entry is not a string', () => {
    expect(Identity.parse({ permissions: ['reports', null, 3, 'licences'] }).permissions).toEqual([
      'reports',
      'licences',
    ]);
  });

  it('accepts flags sent as the text "true" or "false"', () => {
    expect(Identity.parse({ isAuthenticated: 'true', isAuthorized: 'False' })).toMatchObject({
      isAuthenticated: true,
      isAuthorized: false,
    });
    expect(Identity.parse({ isAuthenticated: 'yes' }).isAuthenticated).toBe(false);
  });
});

describe('contract tolerances: account calls', () => {
  it("accepts a tenant id sent as a number and keeps the tenant's other fields", () => {
    expect(TenantList.parse([{ tenantId: 17, tenantName: 'Contoso', region: 'EU' }, { tenantName: 'no id' }])).toEqual([
      { tenantId: '17', tenantName: 'Contoso', region: 'EU' },
    ]);
  });

  it('accepts account information with null or missing deletion dates', () => {
    expect(AccountInfo.parse({ accountDeletionDate: null })).toEqual({
      accountDeletionRequestDate: null,
      accountDeletionDate: null,
    });
    expect(MonitoringInfo.parse({})).toEqual({ monitoringLocation: null });
  });
});

describe('contract tolerances: public settings', () => {
  it('accepts null or missing settings, with unknown extra fields ignored', () => {
    const settings = PublicSettings.parse({ logoUrl: null, applicationName: null, cdnRegion: 'EU' });
    expect(settings).toMatchObject({
      logoUrl: null,
      applicationName: 'Customer portal',
      staticHost: null,
      plugins: null,
    });
    expect(settings).not.toHaveProperty('cdnRegion');
  });

  it('accepts an environment type in another letter case', () => {
    expect(PublicSettings.parse({ environmentType: 'Development' }).environmentType).toBe('development');
    expect(PublicSettings.parse({ environmentType: ' ACCEPTANCE ' }).environmentType).toBe('acceptance');
    expect(PublicSettings.parse({ environmentType: 'staging' }).environmentType).toBeNull();
  });

  it('keeps a deployment plugin list with an odd entry (the list never widens to every plugin)', () => {
    expect(PublicSettings.parse({ plugins: ['claims', 5] }).plugins).toEqual(['claims']);
    expect(PublicSettings.parse({ plugins: [7] }).plugins).toEqual([]);
  });
});

describe('contract tolerances: menu items', () => {
  it('accepts a menu item id and actionId sent as strings of digits', () => {
    const [item] = parseMenuItems([{ id: '5', name: 'Sales', actionId: '11', actionType: 'report' }])!;
    expect(item).toMatchObject({ id: 5, actionId: 11 });
  });

  it('accepts a menu item whose actionId is null or missing (a header)', () => {
    const [header] = parseMenuItems([
      {
        id: 1,
        name: 'Reports',
        actionType: 'menu',
        actionId: null,
        subMenuItems: [{ id: 2, name: 'Sales', actionId: 20 }],
      },
    ])!;
    expect(header).toMatchObject({ actionId: null, linkUrl: null, linkTarget: null, isHomepage: false });
    expect(header.subMenuItems[0]).toMatchObject({ id: 2, actionId: 20, subMenuItems: [] });
  });

  it('accepts null subMenuItems, linkUrl and linkTarget', () => {
    const [item] = parseMenuItems([
      { id: 3, name: 'x', actionId: 3, subMenuItems: null, linkUrl: null, linkTarget: null },
    ])!;
    expect(item).toMatchObject({ subMenuItems: [], linkUrl: null, linkTarget: null });
  });

  it('accepts a linkTarget in another letter case', () => {
    const [item] = parseMenuItems([
      { id: 4, name: 'x', actionId: 4, linkUrl: 'https://example.com', linkTarget: 'New-Window' },
    ])!;
    expect(item.linkTarget).toBe('new-window');
  });

  it('accepts isHomepage sent as the text "true"', () => {
    expect(parseMenuItems([{ id: 4, name: 'x', actionId: 4, isHomepage: 'true' }])![0].isHomepage).toBe(true);
  });

  it('ignores unknown extra fields on a menu item', () => {
    const [item] = parseMenuItems([{ id: 4, name: 'x', actionId: 4, badge: 3 }])!;
    expect(item).not.toHaveProperty('badge');
  });
});

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
};
/** The JSON types a property allows, whether written as a type list or as anyOf. */
const typesOf = (schema: JsonSchema): string[] =>
  schema.anyOf ? schema.anyOf.flatMap(typesOf) : ([] as string[]).concat(schema.type ?? []);

describe('contract: the canonical form stays published', () => {
  it("the output JSON schema still describes the reference server's answer (string customer ids, integer action ids)", () => {
    const identity = z.toJSONSchema(Identity, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
    const props = identity.properties!;
    const list = props.customers.anyOf?.find((option) => option.type === 'array');
    expect(list?.items?.properties?.customerId.type).toBe('string');
    expect(typesOf(props.activeCustomerId).sort()).toEqual(['null', 'string']);
    expect(typesOf(props.defaultActionId).sort()).toEqual(['integer', 'null']);
    expect(typesOf(props.isAuthorized)).toEqual(['boolean']);
  });
});
