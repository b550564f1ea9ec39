import type { TFunction } from 'i18next';
import { customerRules } from './customer-form-rules';

const t = ((key: string) => key) as unknown as TFunction;

/** The URL fields' rule, as the form runs it: resolves when the value may be sent, rejects with the field's message. */
async function urlAccepted(value: string): Promise<boolean> {
  const rules = customerRules(t).url;
  for (const rule of rules) {
    if ('validator' in rule && rule.validator) {
      try {
        await rule.validator(undefined, value);
      } catch (error) {
        expect((error as Error).message).toBe('validation.url');
        return false;
      }
    }
  }
  return true;
}

describe("the customer form checks links with the server's rule before sending", () => {
  it.each([
    '/\\evil.example/x.css',
    '//evil.example/x.css',
    'javascript:alert(1)',
    'http://evil.example/x.css',
    'https://user:pw@cdn.example/x.css',
  ])('refuses %j at the field', async (value) => expect(await urlAccepted(value)).toBe(false));

  it.each(['', '/static/customers/acme/portal.css', 'https://cdn.example/x.css', 'http://localhost:9000/x.css'])(
    'accepts %j (the server decides http to localhost per deployment)',
    async (value) => expect(await urlAccepted(value)).toBe(true),
  );
});
