import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { AccountStore, usePortalTranslation, useService } from '../../../core/plugin-api';
import { pagesFor } from '../pages';

/**
 * On the home page, above what the spec's home rules show: the administration's pages this administrator may
 * open, so one without customers (who sees only the spec's "not properly configured" message) finds them at once.
 */
const AdminHomeSection = observer(function AdminHomeSection() {
  const { t } = usePortalTranslation('admin');
  const account = useService(AccountStore);
  const pages = pagesFor(account.permissions);
  if (!pages.length) return null;
  return (
    <nav aria-label={t('menu.title')} className="admin-home-section">
      <p style={{ margin: 0 }}>
        <strong>{t('home.title')}</strong> {t('home.intro')}
      </p>
      <ul
        style={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '4px 16px', padding: 0, margin: '4px 0 0' }}
      >
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={page.path} style={{ color: 'var(--portal-link)' }}>
              {t(page.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});

export default AdminHomeSection;
