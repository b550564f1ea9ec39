import Button from 'antd/es/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { usePortalTranslation, useService, type ActionViewProps } from '../../../../core/plugin-api';
import { ListState } from '../../../../core/plugin-api/components';
import { CatalogueStoreToken } from '../../stores/catalogue-store';
import { FillForm } from './FillForm';
import { inLanguage } from './in-language';
import './catalogue.css';

/** actionType 'service-catalogue' (the menu's "Service catalogue"): the forms the customer may use, and one being filled. */
const CatalogueView = observer(function CatalogueView(_props: ActionViewProps) {
  const { t, i18n } = usePortalTranslation('service-requests');
  const store = useService(CatalogueStoreToken);
  const titleId = useId();

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <section aria-labelledby={titleId} className="catalogue">
      <h1 id={titleId}>{t('catalogue.title')}</h1>
      {store.formState !== 'idle' ? (
        <FillForm store={store} />
      ) : (
        <>
          <p>{t('catalogue.intro')}</p>
          <ListState
            source={store}
            loadingText={t('catalogue.loading')}
            failedTitle={t('catalogue.loadFailed')}
            emptyText={store.items.length === 0 ? t('catalogue.empty') : null}
          >
            <ul className="catalogue-list">
              {store.items.map((item) => {
                const title = inLanguage(item.title, i18n.language);
                return (
                  <li key={item.id} className="catalogue-card">
                    <h2>{title}</h2>
                    <p>{inLanguage(item.description, i18n.language)}</p>
                    <Button
                      type="primary"
                      size="large"
                      onClick={() => void store.open(item.id)}
                      aria-label={`${t('catalogue.open')}: ${title}`}
                    >
                      {t('catalogue.open')}
                    </Button>
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

export default CatalogueView;
