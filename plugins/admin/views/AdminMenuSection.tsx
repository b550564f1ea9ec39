import AuditOutlined from '@ant-design/icons/es/icons/AuditOutlined';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import BankOutlined from '@ant-design/icons/es/icons/BankOutlined';
import DatabaseOutlined from '@ant-design/icons/es/icons/DatabaseOutlined';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import { observer } from 'mobx-react-lite';
import { useId, type ComponentType } from 'react';
import { NavLink } from 'react-router-dom';
import { AccountStore, usePortalTranslation, useService } from '../../../core/plugin-api';
import { pagesFor } from '../pages';

const ICONS: Record<string, ComponentType<{ 'aria-hidden'?: boolean; className?: string }>> = {
  '/admin/customers': BankOutlined,
  '/admin/users': TeamOutlined,
  '/admin/audit': AuditOutlined,
  '/admin/notifications': BellOutlined,
  '/admin/usage': BarChartOutlined,
  '/admin/menus': MenuOutlined,
  '/admin/invitations': MailOutlined,
  '/admin/records': DatabaseOutlined,
};

/** The side menu's "Administration" section: the admin pages the account's permissions open. */
const AdminMenuSection = observer(function AdminMenuSection() {
  const { t } = usePortalTranslation('admin');
  const account = useService(AccountStore);
  const headingId = useId();
  const pages = pagesFor(account.permissions);
  if (!pages.length) return null;
  return (
    <div className="nav-group admin-menu-section" role="group" aria-labelledby={headingId}>
      <span className="nav-header" id={headingId}>
        {t('menu.title')}
      </span>
      <ul className="nav-list">
        {pages.map((page) => {
          const Icon = ICONS[page.path] ?? BankOutlined;
          return (
            <li key={page.path}>
              <NavLink to={page.path} className="nav-link">
                <Icon aria-hidden className="nav-icon" />
                <span className="nav-text">{t(page.labelKey)}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
});

export default AdminMenuSection;
