/**
 * A typed DI token. Declare it beside its interface with the same name:
 *   export interface Clock { now(): number }
 *   export const Clock = createToken<Clock>('core.clock');
 * Core tokens are `core.<name>`; plugin-private tokens are `plugin.<id>.<name>`.
 */
export type Token<T> = symbol & { readonly __tokenType?: T };

const TOKEN_NAME = /^(core|plugin\.[a-z0-9]+(?:-[a-z0-9]+)*)\.[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function createToken<T>(name: string): Token<T> {
  if (!TOKEN_NAME.test(name)) {
    throw new Error(`Token name "${name}" must be "core.<name>" or "plugin.<plugin-id>.<name>" in kebab-case.`);
  }
  return Symbol.for(`portal:${name}`) as Token<T>;
}

export function tokenName(token: Token<unknown>): string {
  return token.description?.replace(/^portal:/, '') ?? String(token);
}
