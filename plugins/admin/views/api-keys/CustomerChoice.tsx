import Radio from 'antd/es/radio';
import { usePortalTranslation } from '../../../../core/plugin-api';
import type { AdminApi } from '../../api/admin-api';
import { CustomerPicker } from '../CustomerPicker';

export interface CustomerChoiceProps {
  api: AdminApi;
  /** null: every customer; '' while one customer is to be picked. */
  value?: string | null;
  onChange?: (value: string | null) => void;
}

/** Every customer, or the one customer whose id the key's calls may name. */
export function CustomerChoice({ api, value = null, onChange }: CustomerChoiceProps) {
  const { t } = usePortalTranslation('admin');
  return (
    <div>
      <Radio.Group
        value={value === null ? 'all' : 'one'}
        onChange={(event) => onChange?.(event.target.value === 'all' ? null : '')}
        options={[
          { value: 'all', label: t('apiKeys.customer.all') },
          { value: 'one', label: t('apiKeys.customer.one') },
        ]}
      />
      {value === null ? null : (
        <div style={{ marginTop: 8, maxWidth: 320 }}>
          <CustomerPicker
            api={api}
            aria-label={t('apiKeys.customer.pick')}
            value={value || undefined}
            onChange={(customerId) => onChange?.(customerId ?? '')}
          />
        </div>
      )}
    </div>
  );
}
