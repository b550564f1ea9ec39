/**
 * The report part's second reference: the report embedded by a page built on the portal's fixed stack's
 * runtime (React, react-router-dom, mobx + mobx-react-lite, i18next + react-i18next, tsyringe +
 * reflect-metadata, powerbi-client), each used once, no antd and no portal code. What any page of this stack
 * that shows a report costs in script at the least: the floor under the portal's report page.
 */
import 'reflect-metadata';
import i18next from 'i18next';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { container, injectable } from 'tsyringe';
import { readTarget, ReportPage, type EmbedTarget } from './report-embed';

@injectable()
class ReportStore {
  target: EmbedTarget | null = readTarget();
  constructor() {
    makeAutoObservable(this);
  }
}

void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { title: 'Report' } } } });

const ReportScreen = observer(() => {
  const store = container.resolve(ReportStore);
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t('title')}</h1>
      {store.target && <ReportPage target={store.target} />}
    </main>
  );
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter([{ path: '*', element: <ReportScreen /> }])} />
    </StrictMode>,
  );
}
