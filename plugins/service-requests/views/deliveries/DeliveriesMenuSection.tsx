import CloudSyncOutlined from '@ant-design/icons/es/icons/CloudSyncOutlined';
import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { usePortalTranslation } from '../../../../core/plugin-api';
import { DELIVERIES_PAGE } from '../../contract';

/** The provider administrator's way to the deliveries page (the manifest shows it to provider administrators only). */
export default function DeliveriesMenuSection() {
  const { t } = usePortalTranslation('service-requests');
  const headingId = useId();
  return (
    <div className="nav-group" role="group" aria-labelledby={headingId}>
      <span className="nav-header" id={headingId}>
        {t('deliveriesMenu.title')}
      </span>
      <ul className="nav-list">
        <li>
          <NavLink to={DELIVERIES_PAGE} className="nav-link">
            <CloudSyncOutlined aria-hidden className="nav-icon" />
            <span className="nav-text">{t('deliveriesMenu.link')}</span>
          </NavLink>
        </li>
      </ul>
    </div>
  );
}
