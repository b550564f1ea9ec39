import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import { observer } from 'mobx-react-lite';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { Logger, PluginSurface, useService } from '../../core/plugin-api';
import { sectionsAt } from '../../core/runtime/registries';
import { passesAccessRule } from '../../core/services/access-rule';
import { AntdBoundary } from '../app/AntdBoundary';
import { useAccount, useMenu, useMenuSections } from '../app/core-hooks';
import { menuRows } from './menu-rows';
import { MenuTree } from './MenuTree';
import { useExpandedGroups } from './use-expanded-groups';
import { useMenuWindow } from './use-menu-window';

/** Home, then the server's menu tree (MenuTree: only a long menu's visible part is rendered), then plugin sections. */
export const SideMenu = observer(function SideMenu() {
  const { t } = useTranslation();
  const menu = useMenu();
  const { pathname } = useLocation();
  const [expanded, toggle] = useExpandedGroups(menu.items, pathname);
  const rows = useMemo(() => menuRows(menu.items, expanded), [menu.items, expanded]);
  const list = useRef<HTMLUListElement>(null);
  const { menuWindow, onFocus, onBlur } = useMenuWindow(rows.all, list);
  const account = useAccount();
  const sections = useMenuSections();
  const logger = useService(Logger);
  const context = { isAuthorized: account.isAuthorized, permissions: account.permissions };
  const visibleSections = sectionsAt(sections.entries, 'side-menu')
    .filter((section) => passesAccessRule(section.accessRule, account.permissions))
    .filter((section) => section.visible?.(context) ?? account.isAuthorized);
  return (
    <nav aria-label={t('menu.label')} className="side-menu" onFocus={onFocus} onBlur={onBlur}>
      <ul className="nav-list">
        <li>
          <NavLink to="/" end className="nav-link">
            <HomeOutlined aria-hidden="true" className="nav-icon" />
            <span className="nav-text">{t('menu.home')}</span>
          </NavLink>
        </li>
      </ul>
      <MenuTree top={rows.top} menuWindow={menuWindow} onToggle={toggle} listRef={list} />
      {menu.isLoading && !menu.hasAnswered ? (
        <p className="side-menu-loading" role="status">
          {t('menu.loading')}
        </p>
      ) : null}
      {visibleSections.map((section) => (
        <AntdBoundary key={section.id} fallback={null} needed={section.usesAntd !== false}>
          <PluginSurface
            load={section.load}
            props={{}}
            compact
            onError={(error) => logger.error(`The menu section "${section.id}" failed`, error)}
          />
        </AntdBoundary>
      ))}
    </nav>
  );
});
