import { Identity, MenuItemFields, PublicSettings, parseMenuItems } from '../../core/contract';
import {
  ActionSchema,
  EmbedTokenSchema,
  IdentitySchema,
  MenuSchema,
  PublicSettingsSchema,
  SignedOutIdentitySchema,
  coreOpenApiDocument,
} from '../../scripts/contract-test/core-contract';
import { describeSchema, summarizeProblems, validate, type JsonSchema } from '../../scripts/contract-test/json-schema';

/**
 * The contract test's rules for the core calls: they accept every odd-but-legal answer the portal accepts
 * (the tolerance list in core/contract/index.ts), refuse what the portal cannot use, and stay in step
 * with the portal's own parsers.
 */

const problems = (value: unknown, schema: JsonSchema) => summarizeProblems(validate(value, schema), 10);

const signedIn = { userName: 'anna@contoso.example', isAuthenticated: true, isAuthorized: true };

describe('the core contract accepts what the spec allows', () => {
  it.each([
    ['only the required fields', signedIn],
    [
      "the reference server's full answer",
      {
        ...signedIn,
        initials: 'AV',
        permissions: ['reports'],
        oid: 'o1',
        fullName: 'Anna de Vries',
        firstName: 'Anna',
        lastName: 'de Vries',
        activeCustomerId: 'contoso',
        runAsUser: null,
        defaultActionId: null,
        customers: [{ customerId: 'contoso', customerName: 'Contoso' }],
      },
    ],
    [
      'ids as JSON numbers',
      {
        ...signedIn,
        activeCustomerId: 42,
        defaultActionId: 9,
        customers: [{ customerId: 42, customerName: 'Contoso' }],
      },
    ],
    ['defaultActionId as digits', { ...signedIn, defaultActionId: '9' }],
    ['flags as text in any case', { ...signedIn, isAuthenticated: 'true', isAuthorized: 'False' }],
    [
      'null where a value is optional',
      { ...signedIn, initials: null, permissions: null, oid: null, activeCustomerId: null, customers: null },
    ],
    ["no customer list (the spec's identity has none)", { ...signedIn, activeCustomerId: 'c1' }],
    ['unknown extra fields', { ...signedIn, tenantRegion: 'EU', customers: [{ customerId: 'c1', color: 'red' }] }],
  ])('identity: %s', (_name, answer) => {
    expect(problems(answer, IdentitySchema)).toBe('');
    expect(Identity.parse(answer).isAuthenticated).toBe(true);
  });

  it('identity signed out: isAuthenticated false, as a flag or its text', () => {
    expect(problems({ isAuthenticated: false }, SignedOutIdentitySchema)).toBe('');
    expect(problems({ isAuthenticated: 'FALSE', isAuthorized: false }, SignedOutIdentitySchema)).toBe('');
  });

  it.each([
    [
      'every field',
      {
        logoUrl: '/logo.svg',
        customStylesheet: null,
        instrumentationKey: null,
        theme: 'theme1',
        applicationName: 'Portal',
        staticHost: '/static',
      },
    ],
    ['none of the fields (each has a default)', {}],
    [
      'nulls and extras',
      { logoUrl: null, applicationName: null, cdnRegion: 'EU', environmentType: 'Development', plugins: null },
    ],
  ])('public settings: %s', (_name, answer) => {
    expect(problems(answer, PublicSettingsSchema)).toBe('');
    expect(PublicSettings.safeParse(answer).success).toBe(true);
  });

  it('menu: ids as text or numbers, linkTarget in any case, text flags, null or missing subMenuItems, extra fields', () => {
    const menu = [
      {
        id: '1',
        name: 'Reports',
        actionType: 'menu',
        actionId: null,
        subMenuItems: [
          {
            id: 2,
            name: 'Sales',
            actionId: '20',
            actionType: 'report',
            linkTarget: 'Content-Window',
            isHomepage: 'true',
            subMenuItems: null,
          },
          {
            id: 3,
            name: 'Azure',
            actionId: null,
            linkUrl: 'https://portal.azure.com',
            linkTarget: 'NEW-WINDOW',
            badge: 3,
          },
        ],
      },
      { id: 4, name: 'Claims', actionId: 7 },
    ];
    expect(problems(menu, MenuSchema)).toBe('');
    const parsed = parseMenuItems(menu)!;
    expect(parsed[0].subMenuItems.map((item) => item.linkTarget)).toEqual(['content-window', 'new-window']);
  });

  it('action and token answers: any extra fields', () => {
    expect(problems({ actionType: 'events', anything: [1, 2] }, ActionSchema)).toBe('');
    expect(problems({ embedToken: 'abc', expiration: null, extra: true }, EmbedTokenSchema)).toBe('');
  });
});

describe('the core contract refuses what the portal cannot use', () => {
  it.each([
    ['no isAuthenticated', { userName: 'a', isAuthorized: true }, '$.isAuthenticated: missing (required)'],
    [
      'a flag that is not one',
      { ...signedIn, isAuthorized: 'yes' },
      '$.isAuthorized: expected true/false (or the text "true"/"false"), got "yes"',
    ],
    [
      'an empty customer id',
      { ...signedIn, customers: [{ customerId: '' }] },
      '$.customers[0].customerId: expected an id (text or number), got ""',
    ],
    [
      'a customer without an id',
      { ...signedIn, customers: [{ customerName: 'x' }] },
      '$.customers[0].customerId: missing (required)',
    ],
    [
      'a fraction as defaultActionId',
      { ...signedIn, defaultActionId: 1.5 },
      '$.defaultActionId: expected a whole number (or its digits as text) or null, got 1.5',
    ],
    [
      'a list that is not one',
      { ...signedIn, permissions: 'reports' },
      '$.permissions: expected a list or null, got "reports"',
    ],
  ])('identity: %s', (_name, answer, message) => {
    expect(problems(answer, IdentitySchema)).toContain(message);
  });

  it('menu: a linkTarget outside the three, an item without a name, nested too', () => {
    const menu = [
      {
        id: 1,
        name: 'Reports',
        actionType: 'menu',
        subMenuItems: [
          { id: 2, name: 'Sales', actionId: 20, linkTarget: 'sideways' },
          { id: 3, actionId: 30 },
        ],
      },
    ];
    expect(problems(menu, MenuSchema)).toBe(
      '$[0].subMenuItems[0].linkTarget: expected one of content-window, new-window, this-window or null, got "sideways"; $[0].subMenuItems[1].name: missing (required)',
    );
  });

  it('public settings: a field of the wrong type (the portal would silently drop it)', () => {
    expect(problems({ logoUrl: 5, theme: ['dark'] }, PublicSettingsSchema)).toBe(
      '$.logoUrl: expected text or null, got 5; $.theme: expected text or null, got ["dark"]',
    );
  });

  it('action: no actionType, or an empty one', () => {
    expect(problems({ title: 'x' }, ActionSchema)).toBe('$.actionType: missing (required)');
    expect(problems({ actionType: '' }, ActionSchema)).toBe('$.actionType: expected non-empty text, got ""');
  });
});

describe('the core contract stays in step with core/contract', () => {
  const keys = (schema: JsonSchema) =>
    Object.keys((schema as { properties: Record<string, unknown> }).properties).sort();

  it('names every field the portal reads, and no other', () => {
    expect(keys(IdentitySchema)).toEqual(Object.keys(Identity.shape).sort());
    expect(keys(PublicSettingsSchema)).toEqual(Object.keys(PublicSettings.shape).sort());
    const menuItem = (MenuSchema as { $defs: { MenuItem: JsonSchema } }).$defs.MenuItem;
    expect(keys(menuItem)).toEqual([...Object.keys(MenuItemFields.shape), 'subMenuItems'].sort());
  });

  it('the bundled document describes every core call of the spec', () => {
    const document = coreOpenApiDocument();
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual([
      'GET /account/me',
      'GET /api/PowerBIAccessToken/RefreshEmbedTokenForAction/{actionId}',
      'GET /api/account',
      'GET /api/account/tenants',
      'GET /api/action/{id}',
      'GET /api/managedservices/monitoring',
      'GET /api/menuitems',
      'GET /app/publicsettings',
      'POST /api/Report/LogDataSelected/{actionId}',
      'POST /api/Report/LogPageChange/{actionId}',
      'POST /api/Report/LogPageLoaded/{actionId}',
      'POST /api/account/activecustomer',
    ]);
    // Every pattern in it compiles, so no rule is skipped unnoticed.
    const patterns = JSON.stringify(document).match(/"pattern":"(?:[^"\\]|\\.)*"/g) ?? [];
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of patterns) expect(() => new RegExp(JSON.parse(`{${pattern}}`).pattern, 'u')).not.toThrow();
  });

  it('describes its rules in words', () => {
    expect(describeSchema(IdentitySchema)).toBe('an object');
  });
});
