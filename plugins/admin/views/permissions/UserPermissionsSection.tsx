import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { HttpClient, usePortalTranslation, useService, type HttpFailure } from '../../../../core/plugin-api';
import { permissionsApi } from '../../api/permissions-api';
import { FailureNotice } from '../FailureNotice';
import { PermissionChoice } from './PermissionChoice';
import { usePermissionCatalog } from './use-permission-catalog';

/** The user's permissions on their page: chosen with explanations, saved at once; a refusal keeps the choice. */
export function UserPermissionsSection({ userId, onChanged }: { userId: string; onChanged: () => void }) {
  const { t } = usePortalTranslation('admin');
  const http = useService(HttpClient);
  const api = useMemo(() => permissionsApi(http), [http]);
  const catalog = usePermissionCatalog();
  const [saved, setSaved] = useState<string[] | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [loadFailure, setLoadFailure] = useState<HttpFailure | null>(null);
  const [saveFailure, setSaveFailure] = useState<HttpFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const load = useCallback(async () => {
    setLoadFailure(null);
    const result = await api.ofUser(userId);
    if (!result.ok) return setLoadFailure(result);
    setSaved(result.data.permissions);
    setChosen(result.data.permissions);
  }, [api, userId]);
  useEffect(() => {
    void load();
  }, [load]);

  const save = async () => {
    setBusy(true);
    setDone(false);
    const result = await api.setForUser(userId, chosen);
    setBusy(false);
    if (!result.ok) return setSaveFailure(result);
    setSaveFailure(null);
    setSaved(result.data.permissions);
    setChosen(result.data.permissions);
    setDone(true);
    onChanged();
  };

  const changed = saved !== null && (saved.length !== chosen.length || saved.some((p) => !chosen.includes(p)));
  return (
    <section aria-labelledby={`permissions-${userId}`} style={{ marginTop: 24 }}>
      <h2 id={`permissions-${userId}`} style={{ fontSize: 16 }}>
        {t('permissions.title')}
      </h2>
      {loadFailure ? (
        <FailureNotice title={t('permissions.loadFailed')} failure={loadFailure} onRetry={() => void load()} />
      ) : null}
      {saveFailure ? <FailureNotice title={t('permissions.saveFailed')} failure={saveFailure} /> : null}
      {saveFailure?.reason === 'http' && saveFailure.status === 403 ? <p>{t('permissions.forbidden')}</p> : null}
      {saved !== null ? (
        <>
          <PermissionChoice
            catalog={catalog}
            held={saved}
            value={chosen}
            onChange={(next) => {
              setChosen(next);
              setDone(false);
            }}
          />
          <div style={{ marginTop: 12 }}>
            <Button type="primary" loading={busy} disabled={!changed || !catalog.items} onClick={() => void save()}>
              {t('permissions.save')}
            </Button>
          </div>
          {done ? (
            <Alert type="success" role="status" showIcon title={t('permissions.saved')} style={{ marginTop: 12 }} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
