import { observer } from 'mobx-react-lite';
import { Trans, useTranslation } from 'react-i18next';
import { useSettings } from '../../app/core-hooks';
import { formatCalendarDate } from '../../common/format-date';
import { CHECKLIST_PATH, CRITERIA, criterionKey, LAST_EVALUATED, type Criterion } from './criteria';
import en from './locales/en.json';
import nl from './locales/nl.json';
import './accessibility.css';

/** The statement's texts load with its page, under their own namespace. */
export const NAMESPACE = 'accessibility';

function useStatementTexts() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', NAMESPACE)) {
    i18n.addResourceBundle('en', NAMESPACE, en, true, true);
    i18n.addResourceBundle('nl', NAMESPACE, nl, true, true);
  }
  return useTranslation(NAMESPACE);
}

function CriterionRow({ criterion }: { criterion: Criterion }) {
  const { t } = useTranslation(NAMESPACE);
  const key = `criteria.${criterionKey(criterion)}`;
  const shortfall = criterion.status !== 'met';
  return (
    <tr className={`conformance-${criterion.status}`}>
      <th scope="row">{criterion.number}</th>
      <td>{t(`${key}.name`)}</td>
      <td>{criterion.level}</td>
      <td>{t(`status.${criterion.status}`)}</td>
      <td>
        {shortfall ? (
          <>
            <p>
              <strong>{t('reasonLabel')}</strong> {t(`${key}.reason`)}
            </p>
            <p>
              <strong>{t('plannedLabel')}</strong> {t(`${key}.planned`)}
            </p>
          </>
        ) : (
          t(`${key}.note`, { defaultValue: '' })
        )}
      </td>
    </tr>
  );
}

/** /accessibility: the WCAG 2.2 AA conformance statement, readable signed in or not. */
export const AccessibilityPage = observer(function AccessibilityPage() {
  const { t, i18n } = useStatementTexts();
  const settings = useSettings();
  const contact = settings.settings?.accessibilityContact ?? null;
  const count = (status: Criterion['status']) => CRITERIA.filter((c) => c.status === status).length;
  return (
    <article className="accessibility-statement" aria-labelledby="accessibility-title">
      <h1 id="accessibility-title">{t('title')}</h1>
      <p>{t('intro', { appName: settings.applicationName })}</p>

      <h2>{t('standardTitle')}</h2>
      <p>{t('standard')}</p>

      <h2>{t('statusTitle')}</h2>
      <p>
        {t('summary', {
          met: count('met'),
          partly: count('partly-met'),
          notMet: count('not-met'),
          total: CRITERIA.length,
        })}
      </p>

      <h2>{t('evaluationTitle')}</h2>
      <p>{t('evaluated', { date: formatCalendarDate(LAST_EVALUATED, i18n.language) })}</p>
      <ul>
        <li>{t('evaluationAutomated')}</li>
        <li>{t('evaluationManual', { path: CHECKLIST_PATH })}</li>
      </ul>

      <h2>{t('reportTitle')}</h2>
      <p>
        {contact ? (
          <Trans
            t={t}
            i18nKey="reportWithContact"
            values={{ contact }}
            components={{ mail: <a href={`mailto:${contact}`} /> }}
          />
        ) : (
          t('reportWithoutContact')
        )}
      </p>

      <h2>{t('criteriaTitle')}</h2>
      <div className="accessibility-table-scroll" tabIndex={0} role="region" aria-labelledby="accessibility-caption">
        <table className="accessibility-table">
          <caption id="accessibility-caption">{t('tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columnNumber')}</th>
              <th scope="col">{t('columnName')}</th>
              <th scope="col">{t('columnLevel')}</th>
              <th scope="col">{t('columnStatus')}</th>
              <th scope="col">{t('columnDetails')}</th>
            </tr>
          </thead>
          <tbody>
            {CRITERIA.map((criterion) => (
              <CriterionRow key={criterion.number} criterion={criterion} />
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
});
