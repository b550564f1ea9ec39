import { CORE_TOKENS } from './container';
import { createTestPortal } from '../plugin-api/testing';
import { AntdScopeComponent, NotificationService, tokenName } from '../plugin-api';

describe('DI container', () => {
  it('resolves every registered core token without decorator metadata', () => {
    const { portal } = createTestPortal();
    for (const token of CORE_TOKENS) {
      expect({ token: tokenName(token), value: portal.container.resolve(token) }).toEqual({
        token: tokenName(token),
        value: expect.anything(),
      });
    }
  });

  it('gives each app instance its own container and singletons', () => {
    const a = createTestPortal().portal.container;
    const b = createTestPortal().portal.container;
    // Browser, clock, logger and i18n are given per instance; the null notification service and the antd
    // scope (a component) are stateless.
    for (const token of CORE_TOKENS.slice(4).filter(
      (token) => token !== NotificationService && token !== AntdScopeComponent,
    )) {
      expect(a.resolve(token)).toBe(a.resolve(token));
      expect(a.resolve(token)).not.toBe(b.resolve(token));
    }
  });
});
