import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import { usePortalTranslation, type MenuItem } from '../../../../core/plugin-api';

/** Where an item leads, said in words: the preview follows no link (the draft's actions do not exist yet). */
function Destination({ item }: { item: MenuItem }) {
  const { t } = usePortalTranslation('admin');
  if (item.linkUrl && item.linkTarget !== 'content-window') {
    return (
      <span className="visually-hidden">
        {' '}
        ({t(item.linkTarget === 'new-window' ? 'menus.preview.newTab' : 'menus.preview.sameTab', { url: item.linkUrl })}
        )
      </span>
    );
  }
  return item.isHomepage ? <span> ({t('menus.preview.homepage')})</span> : null;
}

function PreviewList({ items }: { items: MenuItem[] }) {
  return (
    <ul className="nav-list">
      {items.map((item) => (
        <li key={item.id} className={item.actionType === 'menu' ? 'nav-group' : undefined}>
          {item.actionType === 'menu' ? (
            <>
              <span className="nav-header" aria-disabled="true">
                {item.name}
              </span>
              {item.subMenuItems.length ? <PreviewList items={item.subMenuItems} /> : null}
            </>
          ) : item.subMenuItems.length ? (
            <>
              <span className="nav-link nav-parent">
                <AppstoreOutlined aria-hidden="true" className="nav-icon" />
                <span className="nav-text">{item.name}</span>
              </span>
              <PreviewList items={item.subMenuItems} />
            </>
          ) : (
            <span className="nav-link">
              <BarChartOutlined aria-hidden="true" className="nav-icon" />
              <span className="nav-text">
                {item.name}
                <Destination item={item} />
              </span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The draft as the customer's side menu shows it (the server's GET /api/menuitems/ shape): the fixed Home entry,
 * headers, nesting, and the report icon on every leaf.
 */
export function MenuPreview({ items }: { items: MenuItem[] }) {
  const { t } = usePortalTranslation('admin');
  return (
    <nav
      aria-label={t('menus.preview.label')}
      className="side-menu"
      style={{ position: 'static', width: '100%', maxWidth: 320 }}
    >
      <ul className="nav-list">
        <li>
          <span className="nav-link">
            <HomeOutlined aria-hidden="true" className="nav-icon" />
            <span className="nav-text">{t('menus.preview.home')}</span>
          </span>
        </li>
      </ul>
      <PreviewList items={items} />
      {items.length === 0 ? <p>{t('menus.preview.empty')}</p> : null}
    </nav>
  );
}
