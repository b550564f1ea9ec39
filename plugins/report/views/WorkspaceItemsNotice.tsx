import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import { usePortalTranslation } from '../../../core/plugin-api';
import { CallFailure } from '../../../core/plugin-api/components';
import type { WorkspaceItemsState } from './use-workspace-items';

/**
 * Why the workspace's items cannot be offered (loading, no workspace, Power BI not configured or not knowing the
 * workspace, a failing call with "Try again"), or nothing when they can. The editor then takes the ids as text.
 */
export function WorkspaceItemsNotice({ state, reload }: { state: WorkspaceItemsState; reload: () => void }) {
  const { t } = usePortalTranslation('report');
  if (state.kind === 'loading') {
    return (
      <div role="status" style={{ marginBottom: 16 }}>
        <Spin size="small" /> {t('editor.items.loading')}
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        style={{ marginBottom: 16 }}
        title={t('editor.items.failed')}
        description={<CallFailure result={state.failure} onRetry={reload} />}
      />
    );
  }
  const { items } = state;
  if (items.status === 'ok') return null;
  const retry = (
    <button type="button" className="btn" onClick={reload}>
      {t('editor.items.retry')}
    </button>
  );
  const text =
    items.status === 'workspace-not-found'
      ? t('editor.items.workspace-not-found', { workspaceId: items.workspaceId })
      : t(`editor.items.${items.status}`);
  return (
    <Alert
      type="warning"
      showIcon
      role="note"
      style={{ marginBottom: 16 }}
      title={t('editor.items.unavailableTitle')}
      description={
        <>
          <p style={{ margin: '0 0 8px' }}>
            {text} {t('editor.items.typeIds')}
          </p>
          {retry}
        </>
      }
    />
  );
}
