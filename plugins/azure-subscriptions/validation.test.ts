import {
  AzureSubscriptionRequest,
  NAME_REASONS,
  UPN_REASONS,
  refusedNameCharacters,
  subscriptionNameProblem,
  upnProblem,
} from './contract';

describe('subscription name (Azure: at most 64 characters; the portal: letters, digits, spaces, - _ . ( ))', () => {
  it.each([
    ['Contoso Zorg - Productie'],
    ['a'],
    ['x'.repeat(64)],
    ['Ontwikkeling (test)'],
    ['data_platform.v2'],
    ['Zorg Ærø Ünïcode 2027'],
    ['生产环境'],
  ])('accepts %j', (name) => {
    expect(subscriptionNameProblem(name)).toBeNull();
  });

  it.each([
    ['', 'missing'],
    ['   ', 'missing'],
    ['x'.repeat(65), 'too-long'],
    [' Productie', 'edge-space'],
    ['Productie ', 'edge-space'],
    ['Prod <1>', 'characters'],
    ['Prod;drop', 'characters'],
    ['Prod | test', 'characters'],
    ['Prod/test', 'characters'],
    ['Prod\ttest', 'characters'],
    ['Prod & test', 'characters'],
  ])('refuses %j as %s', (name, problem) => {
    expect(subscriptionNameProblem(name)).toBe(problem);
  });

  it('names the refused characters once each', () => {
    expect(refusedNameCharacters('a<b>c<d;')).toEqual(['<', '>', ';']);
  });
});

describe('owner as a user principal name (local@domain)', () => {
  it.each([
    ['anna@contoso.com'],
    ['anna.devries@contosozorg.onmicrosoft.com'],
    ["o'brien@contoso.co.uk"],
    ['it-beheer_01!#^~@contoso.nl'],
    [`${'a'.repeat(64)}@contoso.com`],
    ['ANNA@CONTOSO.COM'],
  ])('accepts %j', (upn) => {
    expect(upnProblem(upn)).toBeNull();
  });

  it.each([
    ['', 'missing'],
    ['anna devries@contoso.com', 'space'],
    [' anna@contoso.com', 'space'],
    ['anna@contoso.com ', 'space'],
    ['anna', 'at-sign'],
    ['anna@@contoso.com', 'at-sign'],
    ['anna@bob@contoso.com', 'at-sign'],
    ['@contoso.com', 'at-sign'],
    ['anna@', 'at-sign'],
    ['anna+test@contoso.com', 'local-characters'],
    ['ånna@contoso.com', 'local-characters'],
    ['.anna@contoso.com', 'local-periods'],
    ['anna.@contoso.com', 'local-periods'],
    ['an..na@contoso.com', 'local-periods'],
    [`${'a'.repeat(65)}@contoso.com`, 'local-too-long'],
    ['anna@contoso', 'domain'],
    ['anna@contoso.c', 'domain'],
    ['anna@contoso.123', 'domain'],
    ['anna@-contoso.com', 'domain'],
    ['anna@contoso-.com', 'domain'],
    ['anna@contoso..com', 'domain'],
    ['anna@cont_oso.com', 'domain'],
    [`anna@${'d'.repeat(45)}.com`, 'domain-too-long'],
  ])('refuses %j as %s', (upn, problem) => {
    expect(upnProblem(upn)).toBe(problem);
  });
});

describe('the request body as the server checks it', () => {
  const good = { name: 'Analytics', ownerUpn: 'anna@contoso.com', tenantId: 't1' };

  it('keeps a valid request exactly as sent', () => {
    expect(AzureSubscriptionRequest.parse(good)).toEqual(good);
  });

  it.each([
    [{ ...good, name: 'Prod <1>' }, NAME_REASONS.characters],
    [{ ...good, ownerUpn: 'anna' }, UPN_REASONS['at-sign']],
    [{ ...good, tenantId: '' }, "is required: one of the account's tenants"],
  ])('refuses %j with the reason', (body, message) => {
    const parsed = AzureSubscriptionRequest.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain(message.replace(/'/g, "'"));
  });
});
