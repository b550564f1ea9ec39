import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InfoCard } from '../common/InfoCard';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <InfoCard title={t('notFound.title')} tone="warning">
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('common.goHome')}</Link>
    </InfoCard>
  );
}
