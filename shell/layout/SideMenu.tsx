import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import type { MenuItem } from '../../core/contract';
import { Logger, PluginSurface, useService } from '../../core/plugin-api';
import { passesAccessRule } from '../../core/services/access-rule';
import { AntdBoundary } from '../app/AntdBoundary';
import { useAccount, useMenu, useMenuSections } from '../app/core-hooks';
import { menuLink } from './menu-links';

function containsPath(item: MenuItem, pathname: string): boolean {
  const link = menuLink(item);
  return (link.kind === 'route' && link.to === pathname) || item.subMenuItems.some((child) => containsPath(child, pathname));
}

function Leaf({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const link = menuLink(item);
  const content = (
    <>
      <BarChartOutlined aria-hidden="true" className="nav-icon" />
      <span className="nav-text">{item.name}</span>
    </>
  );
  if (link.kind === 'route') return <NavLink to={link.to} className="nav-link">{content}</NavLink>;
  if (link.kind === 'external') {
    return link.newTab ? (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className="nav-link">
        {content}
        <span className="visually-hidden"> {t('menu.opensInNewTab')}</span>
      </a>
    ) : (
      <a href={link.href} className="nav-link">{content}</a>
    );
  }
  return <span className="nav-link nav-link-disabled" aria-disabled="true">{content}</span>;
}

function Branch({ item }: { item: MenuItem }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => containsPath(item, pathname));
  const listId = `nav-group-${item.id}`;
  return (
    <>
      <button type="button" className="nav-link nav-parent" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <AppstoreOutlined aria-hidden="true" className="nav-icon" />
        <span className="nav-text">{item.name}</span>
        <RightOutlined aria-hidden="true" className={`nav-caret${open ? ' nav-caret-open' : ''}`} />
      </button>
      {open ? <MenuList id={listId} items={item.subMenuItems} /> : null}
    </>
  );
}

function MenuList({ items, id }: { items: MenuItem[]; id?: string }) {
  return (
    <ul className="nav-list" id={id}>
      {items.map((item, index) => (
        <li key={`${item.id}-${index}`} className={item.actionType === 'menu' ? 'nav-group' : undefined}>
          {item.actionType === 'menu' ? (
            <>
              <span className="nav-header" aria-disabled="true">{item.name}</span>
              {item.subMenuItems.length ? <MenuList items={item.subMenuItems} /> : null}
            </>
          ) : item.subMenuItems.length ? (
            <Branch item={item} />
          ) : (
            <Leaf item={item} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** Home, then the server's menu tree (nested lists: keyboard and screen readers work natively), then plugin sections. */
export const SideMenu = observer(function SideMenu() {
  const { t } = useTranslation();
  const menu = useMenu();
  const account = useAccount();
  const sections = useMenuSections();
  const logger = useService(Logger);
  const context = { isAuthorized: account.isAuthorized, permissions: account.permissions };
  const visibleSections = sections
    .at('side-menu')
    .filter((section) => passesAccessRule(section.accessRule, account.permissions))
    .filter((section) => section.visible?.(context) ?? account.isAuthorized);
  return (
    <nav aria-label={t('menu.label')} className="side-menu">
      <ul className="nav-list">
        <li>
          <NavLink to="/" end className="nav-link">
            <HomeOutlined aria-hidden="true" className="nav-icon" />
            <span className="nav-text">{t('menu.home')}</span>
          </NavLink>
        </li>
      </ul>
      <MenuList items={menu.items} />
      {menu.isLoading && !menu.hasAnswered ? <p className="side-menu-loading" role="status">{t('menu.loading')}</p> : null}
      {visibleSections.map((section) => (
        <AntdBoundary key={section.id} fallback={null}>
          <PluginSurface load={section.load} props={{}} compact onError={(error) => logger.error(`The menu section "${section.id}" failed`, error)} />
        </AntdBoundary>
      ))}
    </nav>
  );
});
