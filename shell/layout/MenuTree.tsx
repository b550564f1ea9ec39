import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { memo, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { MenuItem } from '../../core/contract';
import { menuLink } from './menu-links';
import { rowsWithin, type MenuRow } from './menu-rows';
import type { MenuWindow } from './use-menu-window';

interface Slice {
  /** Only the rows [from, to) of the visible rows are rendered (their ancestors' lists around them). */
  from: number;
  to: number;
  onToggle: (group: MenuItem) => void;
}

/** A link to another site in a new tab; says so to screen readers. */
function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="nav-link">
      {children}
      <span className="visually-hidden"> {t('menu.opensInNewTab')}</span>
    </a>
  );
}

// The translation hook only where a text needs it: a long menu renders dozens of leaves at once.
const Leaf = memo(function Leaf({ item }: { item: MenuItem }) {
  const link = menuLink(item);
  const content = (
    <>
      <BarChartOutlined aria-hidden="true" className="nav-icon" />
      <span className="nav-text">{item.name}</span>
    </>
  );
  if (link.kind === 'route')
    return (
      <NavLink to={link.to} className="nav-link">
        {content}
      </NavLink>
    );
  if (link.kind === 'external') {
    return link.newTab ? (
      <NewTabLink href={link.href}>{content}</NewTabLink>
    ) : (
      <a href={link.href} className="nav-link">
        {content}
      </a>
    );
  }
  return (
    <span className="nav-link nav-link-disabled" aria-disabled="true">
      {content}
    </span>
  );
});

const groupListId = (item: MenuItem) => `nav-group-${item.id}`;

const GroupButton = memo(function GroupButton({
  item,
  open,
  onToggle,
}: {
  item: MenuItem;
  open: boolean;
  onToggle: (group: MenuItem) => void;
}) {
  return (
    <button
      type="button"
      className="nav-link nav-parent"
      aria-expanded={open}
      aria-controls={groupListId(item)}
      onClick={() => onToggle(item)}
    >
      <AppstoreOutlined aria-hidden="true" className="nav-icon" />
      <span className="nav-text">{item.name}</span>
      <RightOutlined aria-hidden="true" className={`nav-caret${open ? ' nav-caret-open' : ''}`} />
    </button>
  );
});

const childrenInSlice = (row: MenuRow, { from, to }: Slice) =>
  row.span > 1 && row.index + 1 < to && row.index + row.span > from;

function MenuEntry({ row, slice }: { row: MenuRow; slice: Slice }) {
  const own = row.index >= slice.from && row.index < slice.to;
  if (row.kind === 'header') {
    return (
      <li className="nav-group">
        {own ? (
          <span className="nav-header" aria-disabled="true">
            {row.item.name}
          </span>
        ) : null}
        {childrenInSlice(row, slice) ? <MenuList rows={row.children!} slice={slice} /> : null}
      </li>
    );
  }
  if (row.kind === 'group') {
    const open = row.children !== null;
    return (
      <li>
        {own ? <GroupButton item={row.item} open={open} onToggle={slice.onToggle} /> : null}
        {/* An open group's button always has its list to point at (aria-controls), even when the window cuts it off. */}
        {open && (own || childrenInSlice(row, slice)) ? (
          <MenuList rows={row.children!} slice={slice} id={groupListId(row.item)} />
        ) : null}
      </li>
    );
  }
  return (
    <li>
      <Leaf item={row.item} />
    </li>
  );
}

function MenuList({ rows, slice, id }: { rows: readonly MenuRow[]; slice: Slice; id?: string }) {
  return (
    <ul className="nav-list" id={id}>
      {rowsWithin(rows, slice.from, slice.to).map((row) => (
        <MenuEntry key={row.key} row={row} slice={slice} />
      ))}
    </ul>
  );
}

/**
 * The server's menu as nested lists (keyboard and screen readers work natively). Of a long menu only the window's
 * rows are rendered, inside their ancestors' lists; the padding of the outer list stands for the rest.
 */
export function MenuTree({
  top,
  menuWindow,
  onToggle,
  listRef,
}: {
  top: readonly MenuRow[];
  menuWindow: MenuWindow;
  onToggle: (group: MenuItem) => void;
  listRef: Ref<HTMLUListElement>;
}) {
  const slice = { from: menuWindow.from, to: menuWindow.to, onToggle };
  const padding =
    menuWindow.padTop || menuWindow.padBottom
      ? { paddingTop: menuWindow.padTop, paddingBottom: menuWindow.padBottom }
      : undefined;
  return (
    <ul className="nav-list" ref={listRef} style={padding}>
      {rowsWithin(top, slice.from, slice.to).map((row) => (
        <MenuEntry key={row.key} row={row} slice={slice} />
      ))}
    </ul>
  );
}
