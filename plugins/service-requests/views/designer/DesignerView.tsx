import Button from 'antd/es/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { usePortalTranslation, useService } from '../../../../core/plugin-api';
import { CallFailure, ListState, OutcomeMessage, ToneTag } from '../../../../core/plugin-api/components';
import { DesignerStoreToken } from '../../stores/designer-store';
import { inLanguage } from '../catalogue/in-language';
import { FormEditor } from './FormEditor';
import './designer.css';

/** The administration's service catalogue (provider administrators): the forms, the starter set, the editor. */
const DesignerView = observer(function DesignerView() {
  const { t, i18n } = usePortalTranslation('service-requests');
  const store = useService(DesignerStoreToken);
  const titleId = useId();

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <section aria-labelledby={titleId} className="designer">
      <h1 id={titleId}>{t('designer.title')}</h1>
      {store.draft ? (
        <FormEditor store={store} />
      ) : (
        <>
          <p>{t('designer.intro')}</p>
          {store.outcome ? (
            <OutcomeMessage
              tone="success"
              text={t(store.outcome.key, store.outcome.values)}
              onClose={store.dismissOutcome}
            />
          ) : null}
          {store.saveFailure ? <CallFailure result={store.saveFailure} /> : null}
          <div className="designer-actions">
            <Button type="primary" size="large" onClick={() => store.edit(null)}>
              {t('designer.new')}
            </Button>
            <Button size="large" onClick={() => void store.addStarterSet()}>
              {t('designer.starterSet')}
            </Button>
          </div>
          <ListState
            source={store}
            loadingText={t('designer.loading')}
            failedTitle={t('designer.loadFailed')}
            emptyText={store.items.length === 0 ? t('designer.empty') : null}
          >
            <ul className="designer-list">
              {store.items.map((form) => {
                const title = inLanguage(form.definition.title, i18n.language);
                const customers = form.definition.customers;
                return (
                  <li key={form.id}>
                    <Button type="link" onClick={() => store.edit(form)} aria-label={t('designer.edit', { title })}>
                      {title}
                    </Button>
                    <ToneTag tone={form.definition.published ? 'success' : 'neutral'}>
                      {form.definition.published ? t('designer.published') : t('designer.draft')}
                    </ToneTag>
                    <span>
                      {t('designer.version', { version: form.version })} ·{' '}
                      {customers === null ? t('designer.forAll') : t('designer.forSome', { count: customers.length })}
                    </span>
                  </li>
                );
              })}
            </ul>
          </ListState>
        </>
      )}
    </section>
  );
});

export default DesignerView;
