import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useEffect, useMemo, useState } from 'react';
import {
  HttpClient,
  usePortalTranslation,
  useService,
  type HttpFailure,
  type HttpResult,
} from '../../../core/plugin-api';
import { brandingApi } from '../api/branding-api';
import type { CustomerCreate } from '../contract';
import type { CustomerDetails, DeploymentPlugins } from '../contract-branding';
import { BrandingFields } from './branding/BrandingFields';
import { PluginChecklist } from './branding/PluginChecklist';
import { PluginSettingsSections } from './branding/PluginSettingsSections';
import { SyncHealthSection } from './SyncHealthSection';
import { customerRules } from './customer-form-rules';
import { FailureNotice } from './FailureNotice';
import { layout } from './layout';

interface Values {
  id: string;
  name: string;
  theme?: string;
  logoUrl?: string;
  customStylesheet?: string;
  plugins?: string[] | null;
  monitoringLocation?: string;
  primaryColor?: string;
  headerColor?: string;
  tenantIds?: string[];
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
    primaryColor: orNull(values.primaryColor)?.toLowerCase() ?? null,
    headerColor: orNull(values.headerColor)?.toLowerCase() ?? null,
    tenantIds: (values.tenantIds ?? []).map((id) => id.trim().toLowerCase()),
  };
}

export interface CustomerFormProps {
  /** The customer to edit; null creates one. */
  customer: CustomerDetails | null;
  save: (body: CustomerCreate) => Promise<HttpResult<CustomerDetails>>;
  onSaved: (customer: CustomerDetails) => void;
  onClose: () => void;
}

/**
 * The tenant a 409 is about, and the other customer's name when the server's refusal gives it (server/admin/
 * customer-tenants.ts: 'Tenant <id> signs in to customer "<name>" (<id>) already...'); null: another conflict.
 */
function tenantConflict(message: string, tenantIds: readonly string[]): { tenant: string; name: string | null } | null {
  const tenant = tenantIds.find((id) => message.toLowerCase().includes(id));
  if (!tenant) return null;
  return { tenant, name: /customer "(.+)" \(/.exec(message)?.[1] ?? null };
}

/**
 * Create or edit a customer in a drawer: name, branding (theme, brand colours with a live preview, logo, custom
 * stylesheet), plugins, Entra tenants and monitoring; an existing customer also shows the plugins' own sections.
 * On a refusal the drawer stays open with what was typed.
 */
export function CustomerForm({ customer, save, onSaved, onClose }: CustomerFormProps) {
  const { t, i18n } = usePortalTranslation('admin');
  const http = useService(HttpClient);
  const api = useMemo(() => brandingApi(http), [http]);
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<HttpFailure | null>(null);
  const [plugins, setPlugins] = useState<DeploymentPlugins['plugins'] | null>(null);
  const [failedPlugins, setFailedPlugins] = useState<DeploymentPlugins['failed']>([]);
  const [pluginsFailed, setPluginsFailed] = useState(false);
  const rules = customerRules(t, i18n.language);
  const editing = customer !== null;

  useEffect(() => {
    let current = true;
    void api.deploymentPlugins().then((result) => {
      if (!current) return;
      if (result.ok) {
        setPlugins(result.data.plugins);
        setFailedPlugins(result.data.failed ?? []);
      } else setPluginsFailed(true);
    });
    return () => {
      current = false;
    };
  }, [api]);

  const submit = async (values: Values) => {
    setBusy(true);
    const body = toCustomerBody({ ...values, id: customer?.id ?? values.id });
    const result = await save(body);
    setBusy(false);
    if (result.ok) return onSaved(result.data);
    const taken =
      result.reason === 'http' && result.status === 409 ? tenantConflict(result.message, body.tenantIds ?? []) : null;
    if (taken) {
      form.setFields([
        {
          name: 'tenantIds',
          errors: [taken.name ? t('branding.tenantTaken', taken) : t('branding.tenantTakenUnknown')],
        },
      ]);
      setFailure(null);
    } else if (result.reason === 'http' && result.status === 409 && !editing) {
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
      footer={
        <div style={layout.footer}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()}>
            {t('common.save')}
          </Button>
        </div>
      }
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
          plugins: customer?.plugins ?? null,
          monitoringLocation: customer?.monitoringLocation ?? '',
          primaryColor: customer?.primaryColor ?? '',
          headerColor: customer?.headerColor ?? '',
          tenantIds: customer?.tenantIds ?? [],
        }}
      >
        <Form.Item
          name="id"
          label={t('customers.fields.id')}
          rules={editing ? [] : rules.id}
          extra={editing ? undefined : t('customers.fields.idHelp')}
        >
          <Input disabled={editing} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={t('customers.fields.name')} rules={rules.name}>
          <Input autoComplete="organization" />
        </Form.Item>

        <BrandingFields customer={customer} api={api} rules={rules} />

        <h2 style={{ fontSize: 17 }}>{t('branding.sectionAccess')}</h2>
        {pluginsFailed ? <p role="status">{t('branding.pluginsLoadFailed')}</p> : null}
        <Form.Item name="plugins" rules={rules.plugins} extra={t('branding.pluginsHelp')}>
          <PluginChecklist plugins={plugins} failed={failedPlugins} />
        </Form.Item>
        <Form.Item
          name="tenantIds"
          label={t('branding.tenantIds')}
          rules={rules.tenantIds}
          extra={t('branding.tenantIdsHelp')}
        >
          <Select mode="tags" tokenSeparators={[',', ' ', ';']} open={false} suffixIcon={null} />
        </Form.Item>
        <Form.Item name="monitoringLocation" label={t('customers.fields.monitoringLocation')} rules={rules.url}>
          <Input inputMode="url" />
        </Form.Item>
      </Form>
      {customer ? <PluginSettingsSections customerId={customer.id} /> : null}
      {customer ? <SyncHealthSection customerId={customer.id} plugins={plugins} /> : null}
    </Drawer>
  );
}
