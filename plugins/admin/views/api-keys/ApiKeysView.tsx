import Button from 'antd/es/button';
import Table from 'antd/es/table';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { ApiKey, MachineRoute } from '../../../../core/contract';
import { HttpClient, type HttpFailure, useFormat, usePortalTranslation, useService } from '../../../../core/plugin-api';
import { adminApi } from '../../api/admin-api';
import { apiKeysApi } from '../../api/api-keys-api';
import { ConfirmDialog } from '../ConfirmDialog';
import { FailureNotice } from '../FailureNotice';
import { layout } from '../layout';
import { ReadableText } from '../ReadableText';
import { CreateKeyForm } from './CreateKeyForm';
import { KeyUsesDialog } from './KeyUsesDialog';
import { RotateKeyDialog } from './RotateKeyDialog';
import { ScopeKeyDialog } from './ScopeKeyDialog';
import { AdminPageHead } from '../AdminPageHead';

type Dialog = { kind: 'create' } | { kind: 'rotate' | 'revoke' | 'uses' | 'scope'; key: ApiKey } | null;

/**
 * The provider administrator's API keys for the machine routes: each key's name, prefix, scope and state; a new
 * key, a rotation (its secret shown once), a revocation after a confirmation, and a key's latest uses.
 */
export default function ApiKeysView() {
  const { t } = usePortalTranslation('admin');
  const format = useFormat();
  const http = useService(HttpClient);
  const api = useMemo(() => apiKeysApi(http), [http]);
  const customers = useMemo(() => adminApi(http), [http]);
  const titleId = useId();
  const [keys, setKeys] = useState<ApiKey[] | null>(null);
  const [machineRoutes, setMachineRoutes] = useState<readonly MachineRoute[]>([]);
  const [loadFailure, setLoadFailure] = useState<HttpFailure | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState<{ title: string; failure: HttpFailure } | null>(null);

  const reload = useCallback(async () => {
    const [listed, routes] = await Promise.all([api.list(), api.machineRoutes()]);
    if (!listed.ok) return setLoadFailure(listed);
    if (!routes.ok) return setLoadFailure(routes);
    setLoadFailure(null);
    setKeys(listed.data.items);
    setMachineRoutes(routes.data.items);
  }, [api]);
  useEffect(() => {
    void reload();
  }, [reload]);

  // The list changes once the dialog that showed a secret closes, so nothing moves behind it while it is read.
  const closeAndReload = () => {
    setDialog(null);
    void reload();
  };

  const routesText = (key: ApiKey) =>
    key.routes === null
      ? t('apiKeys.routes.all')
      : key.routes.map((entry) => (entry.includes(' ') ? entry : t('apiKeys.routes.plugin', { plugin: entry })));
  const stateText = (key: ApiKey) => {
    if (key.revokedAt) return t('apiKeys.state.revoked', { at: format.dateTime(key.revokedAt) });
    if (key.previousValidUntil) return t('apiKeys.state.rotating', { until: format.dateTime(key.previousValidUntil) });
    return t('apiKeys.state.active');
  };

  const revoke = async (key: ApiKey) => {
    const result = await api.revoke(key.id);
    setDialog(null);
    if (result.ok) {
      setFailure(null);
      setNotice(t('apiKeys.revoke.done', { name: key.name }));
      void reload();
    } else {
      setNotice('');
      setFailure({ title: t('apiKeys.revoke.failed', { name: key.name }), failure: result });
    }
  };

  const keyAction = (kind: 'uses' | 'rotate' | 'scope' | 'revoke', key: ApiKey) => (
    <Button
      key={kind}
      size="small"
      onClick={() => setDialog({ kind, key })}
      aria-label={t(`apiKeys.${kind}.label`, { name: key.name })}
    >
      {t(`apiKeys.${kind}.open`)}
    </Button>
  );

  const columns = [
    { title: t('apiKeys.fields.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('apiKeys.fields.prefix'),
      key: 'prefix',
      render: (_: unknown, key: ApiKey) => <code>{key.prefix}…</code>,
    },
    {
      title: t('apiKeys.fields.routes'),
      key: 'routes',
      render: (_: unknown, key: ApiKey) => {
        const text = routesText(key);
        return typeof text === 'string' ? (
          text
        ) : (
          <ul style={{ margin: 0, paddingLeft: 16, overflowWrap: 'anywhere' }}>
            {text.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
        );
      },
    },
    {
      title: t('apiKeys.fields.customer'),
      key: 'customer',
      render: (_: unknown, key: ApiKey) => key.customerName ?? key.customerId ?? t('apiKeys.customer.all'),
    },
    {
      title: t('apiKeys.fields.created'),
      key: 'created',
      render: (_: unknown, key: ApiKey) =>
        t('apiKeys.createdBy', { at: format.dateTime(key.createdAt), by: key.createdBy }),
    },
    {
      title: t('apiKeys.fields.lastUsed'),
      key: 'lastUsed',
      render: (_: unknown, key: ApiKey) => (key.lastUsedAt ? format.dateTime(key.lastUsedAt) : t('apiKeys.never')),
    },
    { title: t('common.status'), key: 'state', render: (_: unknown, key: ApiKey) => stateText(key) },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_: unknown, key: ApiKey) => (
        <div style={layout.rowActions}>
          {keyAction('uses', key)}
          {/* A revoked key keeps only its uses. antd's red on white reads below AA contrast: revoking stays a
              plain button, the confirmation carries the warning. */}
          {key.revokedAt ? null : (['rotate', 'scope', 'revoke'] as const).map((kind) => keyAction(kind, key))}
        </div>
      ),
    },
  ];

  return (
    <ReadableText>
      <section aria-labelledby={titleId} style={layout.section}>
        <AdminPageHead titleId={titleId} title={t('apiKeys.title')} intro={t('apiKeys.intro')}>
          <Button type="primary" disabled={keys === null} onClick={() => setDialog({ kind: 'create' })}>
            {t('apiKeys.create.open')}
          </Button>
        </AdminPageHead>
        <p role="status">{notice}</p>
        {failure ? <FailureNotice title={failure.title} failure={failure.failure} /> : null}
        {loadFailure ? (
          <FailureNotice title={t('apiKeys.loadFailed')} failure={loadFailure} onRetry={() => void reload()} />
        ) : null}
        {keys?.length === 0 ? (
          <p>{t('apiKeys.empty')}</p>
        ) : (
          <div style={layout.table}>
            <Table<ApiKey>
              rowKey="id"
              loading={keys === null && !loadFailure}
              dataSource={keys ?? []}
              columns={columns}
              pagination={false}
            />
          </div>
        )}
        {dialog?.kind === 'create' ? (
          <CreateKeyForm api={api} customers={customers} machineRoutes={machineRoutes} onClose={closeAndReload} />
        ) : null}
        {dialog?.kind === 'rotate' ? <RotateKeyDialog api={api} apiKey={dialog.key} onClose={closeAndReload} /> : null}
        {dialog?.kind === 'scope' ? (
          <ScopeKeyDialog
            api={api}
            customers={customers}
            machineRoutes={machineRoutes}
            apiKey={dialog.key}
            onClose={() => setDialog(null)}
            onChanged={(changed) => {
              setFailure(null);
              setNotice(t('apiKeys.scope.done', { name: changed.name }));
              closeAndReload();
            }}
          />
        ) : null}
        {dialog?.kind === 'uses' ? (
          <KeyUsesDialog api={api} apiKey={dialog.key} onClose={() => setDialog(null)} />
        ) : null}
        {dialog?.kind === 'revoke' ? (
          <ConfirmDialog
            title={t('apiKeys.revoke.title', { name: dialog.key.name })}
            confirmLabel={t('apiKeys.revoke.open')}
            onClose={() => setDialog(null)}
            onConfirm={() => revoke(dialog.key)}
          >
            <p>{t('apiKeys.revoke.text')}</p>
          </ConfirmDialog>
        ) : null}
      </section>
    </ReadableText>
  );
}
