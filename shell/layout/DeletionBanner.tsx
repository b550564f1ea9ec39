import { observer } from 'mobx-react-lite';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../app/core-hooks';
import { formatCalendarDate } from '../common/format-date';
import './deletion-banner.css';

/** sessionStorage: a hidden notice stays hidden in this browser session only, and returns in the next one. */
export const DELETION_BANNER_KEY = 'msp-portal.deletion-banner-hidden';

/** What a dismissal is about: this user and this date (a new date is news, and shows again). */
const dismissalOf = (userName: string, date: string) => `${userName}|${date}`;

function readDismissal(): string | null {
  try {
    return window.sessionStorage.getItem(DELETION_BANNER_KEY);
  } catch {
    return null;
  }
}

function storeDismissal(value: string): void {
  try {
    window.sessionStorage.setItem(DELETION_BANNER_KEY, value);
  } catch {
    /* storage unavailable: hidden for as long as this page lives */
  }
}

/**
 * The scheduled deletion of the account, on every page of the signed-in portal: the date in the reader's
 * language and the rule that keeps the account (contact the provider before that date). The reader may hide
 * it for the rest of the browser session, with the button or with Escape inside the notice; `onHidden` lets
 * the layout put the focus somewhere sensible once the button is gone.
 */
export const DeletionBanner = observer(function DeletionBanner({ onHidden }: { onHidden?: () => void }) {
  const account = useAccount();
  const { t, i18n } = useTranslation();
  const [dismissal, setDismissal] = useState(readDismissal);
  const date = account.accountDeletionDate;
  if (!date) return null;
  const current = dismissalOf(account.userName, date);
  if (dismissal === current) return null;
  const hide = () => {
    storeDismissal(current);
    setDismissal(current);
    onHidden?.();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    hide();
  };
  return (
    <section
      className="deletion-banner notice notice-warning"
      aria-label={t('deletionAndLanguage.bannerLabel')}
      onKeyDown={onKeyDown}
    >
      <span className="notice-glyph" aria-hidden="true">
        !
      </span>
      <p className="deletion-banner-text">
        {t('deletionAndLanguage.bannerText', { date: formatCalendarDate(date, i18n.language) })}
      </p>
      <button type="button" className="btn deletion-banner-hide" onClick={hide}>
        {t('deletionAndLanguage.bannerDismiss')}
      </button>
    </section>
  );
});
