import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import type { ApiKey, ApiKeyScope, MachineRoute } from '../../../../core/contract';
import { type HttpFailure, usePortalTranslation } from '../../../../core/plugin-api';
import type { AdminApi } from '../../api/admin-api';
import type { ApiKeysApi } from '../../api/api-keys-api';
import { FailureNotice } from '../FailureNotice';
import { ScopeFields } from './ScopeFields';

export interface ScopeKeyDialogProps {
  api: ApiKeysApi;
  customers: AdminApi;
  machineRoutes: readonly MachineRoute[];
  apiKey: ApiKey;
  onChanged: (key: ApiKey) => void;
  onClose: () => void;
}

/** Other routes or another customer for a key in use; keeps the choice when the call fails. */
export function ScopeKeyDialog({ api, customers, machineRoutes, apiKey, onChanged, onClose }: ScopeKeyDialogProps) {
  const { t } = usePortalTranslation('admin');
  const [form] = Form.useForm<ApiKeyScope>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<HttpFailure | null>(null);

  const submit = async (values: ApiKeyScope) => {
    setBusy(true);
    const result = await api.changeScope(apiKey.id, { routes: values.routes, customerId: values.customerId });
    setBusy(false);
    if (!result.ok) return setFailure(result);
    onChanged(result.data);
  };

  return (
    <Modal
      open
      title={t('apiKeys.scope.title', { name: apiKey.name })}
      okText={t('apiKeys.scope.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <p>{t('apiKeys.scope.text')}</p>
      {failure ? <FailureNotice title={t('apiKeys.scope.failed')} failure={failure} /> : null}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ routes: apiKey.routes, customerId: apiKey.customerId }}
      >
        <ScopeFields customers={customers} machineRoutes={machineRoutes} />
      </Form>
    </Modal>
  );
}
