import Form from 'antd/es/form';
import type { MachineRoute } from '../../../../core/contract';
import { usePortalTranslation } from '../../../../core/plugin-api';
import type { AdminApi } from '../../api/admin-api';
import { CustomerChoice } from './CustomerChoice';
import { RouteChoice } from './RouteChoice';

/** A key's scope as form fields (`routes`, `customerId`): the routes it opens and the customer it may name. */
export function ScopeFields({
  customers,
  machineRoutes,
}: {
  customers: AdminApi;
  machineRoutes: readonly MachineRoute[];
}) {
  const { t } = usePortalTranslation('admin');
  return (
    <>
      <Form.Item
        name="routes"
        label={t('apiKeys.fields.routes')}
        rules={[
          {
            validator: async (_, value: string[] | null) => {
              if (value !== null && value.length === 0) throw new Error(t('apiKeys.routes.none'));
            },
          },
        ]}
      >
        <RouteChoice routes={machineRoutes} />
      </Form.Item>
      <Form.Item
        name="customerId"
        label={t('apiKeys.fields.customer')}
        extra={t('apiKeys.customer.help')}
        rules={[
          {
            validator: async (_, value: string | null) => {
              if (value === '') throw new Error(t('apiKeys.customer.none'));
            },
          },
        ]}
      >
        <CustomerChoice api={customers} />
      </Form.Item>
    </>
  );
}
