import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useState } from 'react';
import { usePortalTranslation, type HttpFailure, type HttpResult } from '../../../core/plugin-api';
import type { Customer, CustomerCreate } from '../contract';
import { customerRules } from './customer-form-rules';
import { FailureNotice } from './FailureNotice';
import { layout } from './layout';

interface Values {
  id: string;
  name: string;
  theme?: string;
  logoUrl?: string;
  customStylesheet?: string;
  plugins?: string[];
  monitoringLocation?: string;
}

const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export function toCustomerBody(values: Values): CustomerCreate {
  return {
    id: values.id,
    name: values.name.trim(),
    theme: orNull(values.theme),
    logoUrl: orNull(values.logoUrl),
    customStylesheet: orNull(values.customStylesheet),
    plugins: values.plugins?.length ? values.plugins : null,
    monitoringLocation: orNull(values.monitoringLocation),
  };
}

export interface CustomerFormProps {
  /** The customer to edit; null creates one. */
  customer: Customer | null;
  save: (body: CustomerCreate) => Promise<HttpResult<Customer>>;
  onSaved: (customer: Customer) => void;
  onClose: () => void;
}

/** Create or edit a customer in a drawer; on a refusal the drawer stays open with what was typed. */
export function CustomerForm({ customer, save, onSaved, onClose }: CustomerFormProps) {
  const { t } = usePortalTranslation('admin');
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<HttpFailure | null>(null);
  const rules = customerRules(t);
  const editing = customer !== null;

  const submit = async (values: Values) => {
    setBusy(true);
    const result = await save(toCustomerBody({ ...values, id: customer?.id ?? values.id }));
    setBusy(false);
    if (result.ok) return onSaved(result.data);
    if (result.reason === 'http' && result.status === 409) {
      form.setFields([{ name: 'id', errors: [t('customers.idTaken')] }]);
      setFailure(null);
    } else {
      setFailure(result);
    }
  };

  return (
    <Drawer
      open
      size="large"
      title={editing ? t('customers.editTitle', { name: customer.name }) : t('customers.createTitle')}
      onClose={onClose}
      footer={(
        <div style={layout.footer}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()}>{t('common.save')}</Button>
        </div>
      )}
    >
      {failure ? <FailureNotice title={t('customers.saveFailed')} failure={failure} /> : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark
        onFinish={submit}
        initialValues={{
          id: customer?.id ?? '',
          name: customer?.name ?? '',
          theme: customer?.theme ?? '',
          logoUrl: customer?.logoUrl ?? '',
          customStylesheet: customer?.customStylesheet ?? '',
          plugins: customer?.plugins ?? [],
          monitoringLocation: customer?.monitoringLocation ?? '',
        }}
      >
        <Form.Item name="id" label={t('customers.fields.id')} rules={editing ? [] : rules.id} extra={editing ? undefined : t('customers.fields.idHelp')}>
          <Input disabled={editing} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={t('customers.fields.name')} rules={rules.name}>
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item name="theme" label={t('customers.fields.theme')} rules={rules.theme}>
          <Input placeholder="theme1" />
        </Form.Item>
        <Form.Item name="logoUrl" label={t('customers.fields.logoUrl')} rules={rules.url} extra={t('customers.fields.urlHelp')}>
          <Input inputMode="url" />
        </Form.Item>
        <Form.Item name="customStylesheet" label={t('customers.fields.customStylesheet')} rules={rules.url} extra={t('customers.fields.urlHelp')}>
          <Input inputMode="url" />
        </Form.Item>
        <Form.Item name="plugins" label={t('customers.fields.plugins')} extra={t('customers.fields.pluginsHelp')}>
          <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} />
        </Form.Item>
        <Form.Item name="monitoringLocation" label={t('customers.fields.monitoringLocation')} rules={rules.url}>
          <Input inputMode="url" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
