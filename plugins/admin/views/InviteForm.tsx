import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { type HttpFailure, useFormat, usePortalTranslation } from '../../../core/plugin-api';
import type { AdminApi } from '../api/admin-api';
import { CUSTOMER_ROLES, type CustomerRole } from '../contract';
import { CUSTOMER_ID_PATTERN } from './customer-form-rules';
import { CustomerPicker } from './CustomerPicker';
import { FailureNotice } from './FailureNotice';
import { PermissionChoice } from './permissions/PermissionChoice';
import { usePermissionCatalog } from './permissions/use-permission-catalog';

interface Values {
  email: string;
  customerId: string;
  role: CustomerRole;
  permissions: string[];
}

export interface InviteFormProps {
  api: AdminApi;
  /** A customer administrator invites into their active customer only. */
  fixedCustomerId: string | null;
  onClose: () => void;
  onInvited: () => void;
}

/** Invite by e-mail into a customer with a role and permissions; shows the single-use link once sent. */
export function InviteForm({ api, fixedCustomerId, onClose, onInvited }: InviteFormProps) {
  const { t, i18n } = usePortalTranslation('admin');
  const format = useFormat();
  const [form] = Form.useForm<Values>();
  const catalog = usePermissionCatalog();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<HttpFailure | null>(null);
  const [sent, setSent] = useState<{ email: string; link: string; expiresAt: string } | null>(null);

  const submit = async (values: Values) => {
    setBusy(true);
    const language = i18n.language.startsWith('nl') ? 'nl' : 'en';
    const result = await api.invite({
      email: values.email.trim(),
      customerId: fixedCustomerId ?? values.customerId,
      role: values.role,
      permissions: values.permissions,
      language,
    });
    setBusy(false);
    if (!result.ok) return setFailure(result);
    setFailure(null);
    setSent(result.data);
    onInvited();
  };

  return (
    <Modal
      open
      title={t('invite.title')}
      onCancel={onClose}
      footer={
        sent ? (
          <Button type="primary" onClick={onClose}>
            {t('common.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="primary" loading={busy} onClick={() => form.submit()}>
              {t('invite.send')}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <div role="status">
          <p>{t('invite.sent', { email: sent.email, expiresAt: format.dateTime(sent.expiresAt) })}</p>
          <p>{t('invite.linkIntro')}</p>
          <Input.TextArea readOnly value={sent.link} aria-label={t('invite.link')} autoSize />
        </div>
      ) : (
        <>
          {failure ? <FailureNotice title={t('invite.failed')} failure={failure} /> : null}
          <Form
            form={form}
            layout="vertical"
            onFinish={submit}
            initialValues={{ email: '', customerId: fixedCustomerId ?? undefined, role: 'user', permissions: [] }}
          >
            <Form.Item
              name="email"
              label={t('invite.email')}
              rules={[
                { required: true, message: t('validation.required') },
                { type: 'email', message: t('validation.email') },
                { max: 254, message: t('validation.maxLength', { max: 254 }) },
              ]}
            >
              <Input type="email" autoComplete="off" />
            </Form.Item>
            {fixedCustomerId ? null : (
              <Form.Item
                name="customerId"
                label={t('invite.customer')}
                rules={[
                  { required: true, message: t('validation.required') },
                  { pattern: CUSTOMER_ID_PATTERN, message: t('validation.customerId') },
                ]}
              >
                <CustomerPicker api={api} />
              </Form.Item>
            )}
            <Form.Item
              name="role"
              label={t('invite.role')}
              rules={[{ required: true, message: t('validation.required') }]}
            >
              <Select options={CUSTOMER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))} />
            </Form.Item>
            <Form.Item name="permissions">
              <PermissionChoice catalog={catalog} />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
