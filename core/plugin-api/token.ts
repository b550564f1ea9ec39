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

const extensionPoints = new Map<symbol, unknown>();

/**
 * A core token that one plugin may implement for the others (e.g. notifications). Until a plugin does,
 * or when that plugin is not enabled, the token resolves to `notInstalled`, which must be harmless to call.
 */
export function createExtensionPoint<T>(name: string, notInstalled: T): Token<T> {
  if (!name.startsWith('core.')) throw new Error(`Extension point "${name}" must be a core token ("core.<name>").`);
  const token = createToken<T>(name);
  extensionPoints.set(token, notInstalled);
  return token;
}

export function isExtensionPoint(token: Token<unknown>): boolean {
  return extensionPoints.has(token);
}

/** The behaviour in force while no enabled plugin implements the extension point. */
export function notInstalled<T>(token: Token<T>): T {
  if (!extensionPoints.has(token)) throw new Error(`"${tokenName(token)}" is not an extension point.`);
  return extensionPoints.get(token) as T;
}

/** Every declared extension point (the container registers their "not installed" behaviour). */
export function allExtensionPoints(): Token<unknown>[] {
  return [...extensionPoints.keys()] as Token<unknown>[];
}
