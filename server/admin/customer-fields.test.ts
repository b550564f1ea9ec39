import { checkedResourceUrl, urlRulesOf } from '../security/configured-url';
import { customerFieldProblems } from './customer-fields';

const DEMO = urlRulesOf({ demoMode: true });
const PRODUCTION = urlRulesOf({ demoMode: false, production: true });

describe("a customer's links are checked on writing with the rule they are read with", () => {
  const links = [
    '/\\evil.example/x.css',
    '//evil.example/x.css',
    '/static/a b.css',
    '/static/x\t.css',
    'https://user:pw@cdn.example/x.css',
    'javascript:alert(1)',
    'data:text/css,body{}',
    'http://evil.example/x.css',
    'http://localhost:9000/x.css',
    '/static/customers/acme/portal.css',
    'https://cdn.example/x.css',
  ];

  it.each([
    ['a demo or development run', DEMO],
    ['production', PRODUCTION],
  ])('in %s, a link is stored exactly when it would be served', (_label, rules) => {
    for (const link of links) {
      const served = checkedResourceUrl(link, rules) !== null;
      for (const key of ['customStylesheet', 'logoUrl', 'monitoringLocation'] as const) {
        expect({ link, key, stored: customerFieldProblems({ [key]: link }, rules).length === 0 }).toEqual({
          link,
          key,
          stored: served,
        });
      }
    }
  });

  it('refuses /\\evil.example/x.css with a message that says what a link may be', () => {
    expect(customerFieldProblems({ customStylesheet: '/\\evil.example/x.css' }, PRODUCTION)).toEqual([
      'customStylesheet must be a path of this portal (/static/...) or an https address, without backslashes or control characters, a user name or password, at most 2000 characters',
    ]);
  });
});
