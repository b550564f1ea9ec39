import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { currentPagePath, signInAgainHref } from '../../../core/plugin-api';
import { useSavedItems } from '../../app/core-hooks';

/** Why the last star or unstar did not work, with the way forward; the lists stay as they were. */
export const StarFailure = observer(function StarFailure() {
  const { t } = useTranslation();
  const { failure, dismissFailure } = useSavedItems();
  if (!failure) return null;
  return (
    <div className="search-message" role="alert">
      <p>{t(`saved.failed.${failure.kind}`)}</p>
      {failure.kind === 'session-expired' ? (
        <a className="btn btn-primary" href={signInAgainHref(currentPagePath())}>
          {t('search.signInAgain')}
        </a>
      ) : (
        <button type="button" className="btn" onClick={dismissFailure}>
          {t('saved.dismiss')}
        </button>
      )}
    </div>
  );
});
