import { useEffect, useId, useMemo, useState } from 'react';
import { HttpClient, usePortalTranslation, useService, type HttpFailure } from '../../../../core/plugin-api';
import { adminApi } from '../../api/admin-api';
import { menusApi } from '../../api/menus-api';
import type { MenuEditorState } from '../../contract-menus';
import { ConfirmDialog } from '../ConfirmDialog';
import { CustomerPicker } from '../CustomerPicker';
import { FailureNotice } from '../FailureNotice';
import { layout } from '../layout';
import { ReadableText } from '../ReadableText';
import { MenuEditor } from './MenuEditor';
import { AdminPageHead } from '../AdminPageHead';

type Loaded =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'failed'; failure: HttpFailure }
  | { kind: 'loaded'; state: MenuEditorState };

/** Provider administrators: a customer's side menu, edited as a draft, previewed, published or copied to others. */
export default function MenusView() {
  const { t } = usePortalTranslation('admin');
  const http = useService(HttpClient);
  const admin = useMemo(() => adminApi(http), [http]);
  const menus = useMemo(() => menusApi(http), [http]);
  const titleId = useId();
  const pickerId = useId();
  const [customerId, setCustomerId] = useState<string | undefined>();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'none' });
  const [attempt, setAttempt] = useState(0);
  const [unsaved, setUnsaved] = useState(false);
  const [switchTo, setSwitchTo] = useState<string | undefined | null>(null);

  useEffect(() => {
    if (!customerId) return setLoaded({ kind: 'none' });
    let current = true;
    setLoaded({ kind: 'loading' });
    void menus.load(customerId).then((result) => {
      if (current) setLoaded(result.ok ? { kind: 'loaded', state: result.data } : { kind: 'failed', failure: result });
    });
    return () => {
      current = false;
    };
  }, [menus, customerId, attempt]);

  const choose = (next: string | undefined) => {
    if (next === customerId) return;
    if (unsaved) return setSwitchTo(next);
    setCustomerId(next);
  };

  return (
    <ReadableText>
      <section aria-labelledby={titleId} style={layout.section}>
        <AdminPageHead titleId={titleId} title={t('menus.title')} intro={t('menus.intro')} />
        <div style={layout.filters}>
          <label htmlFor={pickerId} style={{ fontWeight: 600 }}>
            {t('menus.customer')}
          </label>
          <div style={{ ...layout.filter, maxWidth: 420 }}>
            <CustomerPicker
              api={admin}
              id={pickerId}
              value={customerId}
              onChange={choose}
              placeholder={t('menus.customerPlaceholder')}
            />
          </div>
        </div>
        {loaded.kind === 'none' ? <p>{t('menus.chooseCustomer')}</p> : null}
        {loaded.kind === 'loading' ? <p role="status">{t('common.loading')}</p> : null}
        {loaded.kind === 'failed' ? (
          <FailureNotice
            title={t('menus.loadFailed')}
            failure={loaded.failure}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        ) : null}
        {loaded.kind === 'loaded' ? (
          <MenuEditor
            key={`${loaded.state.customerId}-${attempt}`}
            initial={loaded.state}
            menusApi={menus}
            adminApi={admin}
            onUnsavedChange={setUnsaved}
          />
        ) : null}
        {switchTo !== null ? (
          <ConfirmDialog
            title={t('menus.unsaved.switchTitle')}
            confirmLabel={t('menus.unsaved.switchConfirm')}
            onClose={() => setSwitchTo(null)}
            onConfirm={async () => {
              setUnsaved(false);
              setCustomerId(switchTo);
              setSwitchTo(null);
            }}
          >
            <p>{t('menus.unsaved.switchText')}</p>
          </ConfirmDialog>
        ) : null}
      </section>
    </ReadableText>
  );
}
