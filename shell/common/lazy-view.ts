import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LazyComponent } from '../../core/plugin-api';

const cache = new WeakMap<LazyComponent<any>, LazyExoticComponent<ComponentType<any>>>();

/** One React.lazy per registered loader, so a view is imported once and keeps its identity across renders. */
export function lazyView<P>(load: LazyComponent<P>): LazyExoticComponent<ComponentType<P>> {
  let component = cache.get(load);
  if (!component) {
    component = lazy(load);
    cache.set(load, component);
  }
  return component as LazyExoticComponent<ComponentType<P>>;
}
