import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { firstMenuItem, type SavedItem } from '../../core/contract';
import { useMenu, useSavedItems } from '../app/core-hooks';

/** The spec's report action type: its menu items are report pages (as the server's search names them). */
const REPORT_TYPE = 'report';

/**
 * The menu item an action page shows as a savable item (null when no menu item opens the action), recorded as
 * recently opened once its data has loaded. A record's page (`?record=`) is recorded by the search that opened it.
 */
export function useMenuPageItem(actionId: number | null, loaded: boolean, own: boolean): SavedItem | null {
  const menu = useMenu();
  const saved = useSavedItems();
  const { search } = useLocation();
  const item =
    actionId === null
      ? null
      : firstMenuItem(menu.items, (entry) => entry.actionId === actionId && entry.actionType !== 'menu');
  const page = useMemo<SavedItem | null>(
    () =>
      item && own
        ? {
            kind: item.actionType === REPORT_TYPE ? 'menu-report' : 'menu-page',
            title: item.name,
            route: `/action/${actionId}`,
          }
        : null,
    [item, own, actionId],
  );
  useEffect(() => {
    if (page && loaded && !search) void saved.opened(page);
  }, [page, loaded, search, saved]);
  return page;
}
