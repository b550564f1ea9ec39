import Alert from 'antd/es/alert';
import { useId, useMemo } from 'react';
import { HttpClient, usePortalTranslation, useService } from '../../../../core/plugin-api';
import { adminApi } from '../../api/admin-api';
import type { BroadcastSummary } from '../../contract-notifications';
import { layout } from '../layout';
import { ReadableText } from '../ReadableText';
import { DEFAULT_PAGE_SIZE, usePagedList } from '../use-paged-list';
import { broadcastApi } from './broadcast-api';
import { BroadcastsTable, type BroadcastQuery } from './BroadcastsTable';
import { ComposeForm } from './ComposeForm';
import { AdminPageHead } from '../AdminPageHead';

/** Notifications to customers' users: compose and send, then see how many read each one. */
export default function NotificationsView() {
  const { t } = usePortalTranslation('admin');
  const http = useService(HttpClient);
  const admin = useMemo(() => adminApi(http), [http]);
  const api = useMemo(() => broadcastApi(http), [http]);
  const titleId = useId();
  const list = usePagedList<BroadcastSummary, BroadcastQuery>((q) => api.list(q.page, q.pageSize), {
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  // The notifications plugin is off for this deployment: its routes do not exist.
  const notInstalled = list.failure?.status === 404;

  return (
    <ReadableText>
      <section aria-labelledby={titleId} style={layout.section}>
        <AdminPageHead titleId={titleId} title={t('broadcasts.title')} />
        {notInstalled ? (
          <Alert
            type="info"
            showIcon
            role="status"
            title={t('broadcasts.notInstalled')}
            description={t('broadcasts.notInstalledHelp')}
          />
        ) : (
          <>
            <ComposeForm adminApi={admin} api={api} onSent={() => list.refine({})} />
            <h2 style={{ fontSize: 16 }}>{t('broadcasts.sentList')}</h2>
            <BroadcastsTable api={api} list={list} />
          </>
        )}
      </section>
    </ReadableText>
  );
}
