import type { DependencyContainer } from 'tsyringe';
import type { Token } from '../plugin-api';

/** Typed resolve: tsyringe cannot infer the type behind a symbol token. */
export function resolve<T>(container: DependencyContainer, token: Token<T>): T {
  return container.resolve<T>(token);
}
