import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  AccountStore,
  HttpClient,
  usePortalTranslation,
  useService,
  type HttpFailure,
} from '../../../../core/plugin-api';
import { identityApi } from '../../api/identity-api';
import type { IdentityLink, UserIdentity } from '../../contract-identities';
import { isProviderAdmin } from '../../permissions';
import { ConfirmDialog } from '../ConfirmDialog';
import { FailureNotice } from '../FailureNotice';
import { layout } from '../layout';
import { refusalOf } from './refusal';

export interface IdentityPanelProps {
  userId: string;
  /** The user's name as the page shows it. */
  name: string;
  /** After a change that alters the user beyond their identity (a merge brings customers). */
  onChanged: () => void;
}

type Pending = { kind: 'unlink' } | { kind: 'merge'; from: string } | null;

const ISSUER_URL = /^https?:\/\/\S+$/;

/**
 * A user's sign-in identity, for provider administrators (the server refuses everyone else): which identity
 * they sign in with, unlink it, link one, or merge into them a user someone's sign-in created by mistake.
 */
export function IdentityPanel({ userId, name, onChanged }: IdentityPanelProps) {
  const { t } = usePortalTranslation('admin');
  const http = useService(HttpClient);
  const account = useService(AccountStore);
  const api = useMemo(() => identityApi(http), [http]);
  const provider = isProviderAdmin(account.permissions);
  const [user, setUser] = useState<UserIdentity | null>(null);
  const [loadFailure, setLoadFailure] = useState<HttpFailure | null>(null);
  const [failure, setFailure] = useState<HttpFailure | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [merged, setMerged] = useState<string | null>(null);
  const [linkForm] = Form.useForm<IdentityLink>();
  const [mergeForm] = Form.useForm<{ from: string }>();

  const load = useCallback(async () => {
    setLoadFailure(null);
    const result = await api.get(userId);
    if (result.ok) setUser(result.data);
    else setLoadFailure(result);
  }, [api, userId]);
  useEffect(() => {
    if (provider) void load();
  }, [provider, load]);

  if (!provider) return null;

  const done = (next: UserIdentity) => {
    setUser(next);
    setFailure(null);
  };
  const link = async (values: IdentityLink) => {
    const result = await api.link(userId, { issuer: values.issuer.trim(), subject: values.subject.trim() });
    if (!result.ok) return setFailure(result);
    done(result.data);
    linkForm.resetFields();
  };
  const unlink = async () => {
    setPending(null);
    const result = await api.unlink(userId);
    if (result.ok) done(result.data);
    else setFailure(result);
  };
  const merge = async (from: string) => {
    setPending(null);
    const result = await api.mergeInto(userId, from);
    if (!result.ok) return setFailure(result);
    done(result.data.identity);
    setMerged(from);
    mergeForm.resetFields();
    onChanged();
  };
  const address = user ? user.email || user.userName : '';
  const failureTitle = (refused: HttpFailure) => {
    const refusal = refusalOf(refused);
    return refusal ? `${t('identities.changeFailed')} ${t(refusal.key, refusal.values)}` : t('identities.changeFailed');
  };

  return (
    <section aria-labelledby="identity-title" style={{ marginTop: 24 }}>
      <h2 id="identity-title" style={{ fontSize: 16 }}>
        {t('identities.title')}
      </h2>
      {loadFailure ? (
        <FailureNotice title={t('identities.loadFailed')} failure={loadFailure} onRetry={() => void load()} />
      ) : null}
      {failure ? <FailureNotice title={failureTitle(failure)} failure={failure} /> : null}
      {merged ? (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t('identities.merged', { from: merged })}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {user?.identity ? (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              {
                key: 'issuer',
                label: t('identities.issuer'),
                children: (
                  <span style={{ overflowWrap: 'anywhere' }}>{user.identity.issuer || t('identities.anyIssuer')}</span>
                ),
              },
              {
                key: 'subject',
                label: t('identities.subject'),
                children: <span style={{ overflowWrap: 'anywhere' }}>{user.identity.subject}</span>,
              },
            ]}
          />
          <div style={{ ...layout.rowActions, margin: '16px 0' }}>
            <Button danger onClick={() => setPending({ kind: 'unlink' })}>
              {t('identities.unlink')}
            </Button>
          </div>
        </>
      ) : null}
      {user && !user.identity ? (
        <>
          <p>{t('identities.none', { address })}</p>
          <h3 style={{ fontSize: 14 }}>{t('identities.linkTitle')}</h3>
          <p>{t('identities.linkIntro')}</p>
          <Form form={linkForm} layout="vertical" onFinish={link} initialValues={{ issuer: '', subject: '' }}>
            <Form.Item
              name="issuer"
              label={t('identities.issuer')}
              rules={[
                { required: true, whitespace: true, message: t('validation.required') },
                { pattern: ISSUER_URL, message: t('identities.issuerUrl') },
                { max: 500, message: t('validation.maxLength', { max: 500 }) },
              ]}
            >
              <Input inputMode="url" autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="subject"
              label={t('identities.subject')}
              rules={[
                { required: true, whitespace: true, message: t('validation.required') },
                { max: 255, message: t('validation.maxLength', { max: 255 }) },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Button htmlType="submit">{t('identities.link')}</Button>
          </Form>
        </>
      ) : null}
      {user ? (
        <>
          <h3 style={{ fontSize: 14, marginTop: 24 }}>{t('identities.mergeTitle')}</h3>
          <p>{t('identities.mergeIntro', { name })}</p>
          <Form
            form={mergeForm}
            layout="vertical"
            onFinish={(values) => setPending({ kind: 'merge', from: values.from.trim() })}
            initialValues={{ from: '' }}
          >
            <Form.Item
              name="from"
              label={t('identities.mergeFrom')}
              rules={[
                { required: true, whitespace: true, message: t('validation.required') },
                { max: 254, message: t('validation.maxLength', { max: 254 }) },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Button htmlType="submit">{t('identities.merge')}</Button>
          </Form>
        </>
      ) : null}
      {pending?.kind === 'unlink' ? (
        <ConfirmDialog
          title={t('identities.unlinkTitle', { name })}
          confirmLabel={t('identities.unlink')}
          onClose={() => setPending(null)}
          onConfirm={unlink}
        >
          <p>{t('identities.unlinkText', { name, address })}</p>
        </ConfirmDialog>
      ) : null}
      {pending?.kind === 'merge' ? (
        <ConfirmDialog
          title={t('identities.mergeConfirmTitle', { from: pending.from, name })}
          confirmLabel={t('identities.merge')}
          onClose={() => setPending(null)}
          onConfirm={() => merge(pending.from)}
        >
          <p>{t('identities.mergeConfirmText', { from: pending.from, name })}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
