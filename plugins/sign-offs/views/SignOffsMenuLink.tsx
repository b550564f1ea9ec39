import AuditOutlined from '@ant-design/icons/es/icons/AuditOutlined';
import { NavLink } from 'react-router-dom';
import { usePortalTranslation } from '../../../core/plugin-api';

/** The side menu's way to the sign-offs page (mails and tray items link there too). */
export default function SignOffsMenuLink() {
  const { t } = usePortalTranslation('sign-offs');
  return (
    <ul className="nav-list">
      <li>
        <NavLink to="/sign-offs" className="nav-link">
          <AuditOutlined aria-hidden className="nav-icon" />
          <span className="nav-text">{t('menu')}</span>
        </NavLink>
      </li>
    </ul>
  );
}
