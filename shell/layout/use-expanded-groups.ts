import { useCallback, useState } from 'react';
import type { MenuItem } from '../../core/contract';
import { groupsLeadingTo } from './menu-rows';

/**
 * Which groups of the menu are expanded, and the toggle. A tree starts with the groups leading to the current
 * page expanded.
 */
export function useExpandedGroups(
  items: readonly MenuItem[],
  pathname: string,
): [ReadonlySet<MenuItem>, (group: MenuItem) => void] {
  const [state, setState] = useState(() => ({ items, expanded: groupsLeadingTo(items, pathname) }));
  let current = state;
  if (state.items !== items) {
    current = { items, expanded: groupsLeadingTo(items, pathname) };
    setState(current);
  }
  const toggle = useCallback((group: MenuItem) => {
    setState(({ items: shown, expanded }) => {
      const next = new Set(expanded);
      if (!next.delete(group)) next.add(group);
      return { items: shown, expanded: next };
    });
  }, []);
  return [current.expanded, toggle];
}
