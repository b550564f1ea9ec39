import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { API_KEY_NAME_MAX, type ApiKeySecret, type MachineRoute } from '../../../../core/contract';
import { type HttpFailure, usePortalTranslation } from '../../../../core/plugin-api';
import type { AdminApi } from '../../api/admin-api';
import type { ApiKeysApi } from '../../api/api-keys-api';
import { FailureNotice } from '../FailureNotice';
import { ScopeFields } from './ScopeFields';
import { SecretDialog } from './SecretDialog';

interface Values {
  name: string;
  routes: string[] | null;
  customerId: string | null;
}

export interface CreateKeyFormProps {
  api: ApiKeysApi;
  customers: AdminApi;
  machineRoutes: readonly MachineRoute[];
  onClose: () => void;
}

/** Names and scopes a new key; once made, shows its secret this one time. Keeps the input when the call fails. */
export function CreateKeyForm({ api, customers, machineRoutes, onClose }: CreateKeyFormProps) {
  const { t } = usePortalTranslation('admin');
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<HttpFailure | null>(null);
  const [created, setCreated] = useState<ApiKeySecret | null>(null);

  const submit = async (values: Values) => {
    setBusy(true);
    const result = await api.create({ name: values.name.trim(), routes: values.routes, customerId: values.customerId });
    setBusy(false);
    if (!result.ok) return setFailure(result);
    setFailure(null);
    setCreated(result.data);
  };

  return (
    <SecretDialog
      title={t('apiKeys.create.title')}
      submitLabel={t('apiKeys.create.submit')}
      busy={busy}
      made={created}
      onSubmit={() => form.submit()}
      onClose={onClose}
    >
      {failure ? <FailureNotice title={t('apiKeys.create.failed')} failure={failure} /> : null}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ name: '', routes: null, customerId: null }}
      >
        <Form.Item
          name="name"
          label={t('apiKeys.fields.name')}
          extra={t('apiKeys.create.nameHelp')}
          rules={[
            { required: true, whitespace: true, message: t('validation.required') },
            { max: API_KEY_NAME_MAX, message: t('validation.maxLength', { max: API_KEY_NAME_MAX }) },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <ScopeFields customers={customers} machineRoutes={machineRoutes} />
      </Form>
    </SecretDialog>
  );
}
