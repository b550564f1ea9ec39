import FormOutlined from '@ant-design/icons/es/icons/FormOutlined';
import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { usePortalTranslation } from '../../../../core/plugin-api';
import { DESIGNER_PAGE } from '../../contract-catalogue';

/** The side menu's "Service catalogue" section for provider administrators: the form designer. */
export default function DesignerMenuSection() {
  const { t } = usePortalTranslation('service-requests');
  const headingId = useId();
  return (
    <div className="nav-group" role="group" aria-labelledby={headingId}>
      <span className="nav-header" id={headingId}>
        {t('designerMenu.section')}
      </span>
      <ul className="nav-list">
        <li>
          <NavLink to={DESIGNER_PAGE} className="nav-link">
            <FormOutlined aria-hidden className="nav-icon" />
            <span className="nav-text">{t('designerMenu.link')}</span>
          </NavLink>
        </li>
      </ul>
    </div>
  );
}
