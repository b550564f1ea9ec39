import StarOutlined from '@ant-design/icons/es/icons/StarOutlined';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SavedEntry } from '../../core/contract';
import { useSavedItems } from '../app/core-hooks';
import { followableHref } from '../layout/menu-links';
import { Tile } from './WelcomeTile';

/** One kept item: a link that records the opening, or (a favourite that no longer opens) its title, disabled. */
const SavedLink = observer(function SavedLink({ entry }: { entry: SavedEntry }) {
  const { t } = useTranslation();
  const saved = useSavedItems();
  const href = entry.available ? followableHref(entry.route) : null;
  if (href === null)
    return (
      <span className="saved-unavailable">
        <span role="link" aria-disabled="true">
          {entry.title}
        </span>{' '}
        <span className="muted">({t('saved.unavailable')})</span>
      </span>
    );
  const opened = () => void saved.opened(entry);
  if (!entry.external)
    return (
      <Link to={href} onClick={opened}>
        {entry.title}
      </Link>
    );
  return (
    <a href={href} target={entry.newWindow ? '_blank' : undefined} rel="noopener noreferrer" onClick={opened}>
      {entry.title}
    </a>
  );
});

function SavedList({ title, entries }: { title: string; entries: SavedEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <>
      <h3 className="saved-list-title">{title}</h3>
      <ul className="saved-list">
        {entries.map((entry) => (
          <li key={entry.route}>
            <SavedLink entry={entry} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The welcome card's favourites and recently opened items (issue 34): home rule 3 only, as the card itself. */
export const SavedItemsTile = observer(function SavedItemsTile() {
  const { t } = useTranslation();
  const saved = useSavedItems();
  useEffect(() => {
    void saved.load();
  }, [saved]);
  // A backend without this portal's favourites (the spec's calls only): no card, rather than a failure.
  if (saved.state === 'absent') return null;
  const empty = saved.favourites.length === 0 && saved.recent.length === 0;
  const text =
    saved.state === 'failed' || saved.state === 'session-expired'
      ? t('saved.homeFailed')
      : empty && saved.state === 'loaded'
        ? t('saved.homeEmpty')
        : '';
  return (
    <Tile icon={<StarOutlined />} title={t('saved.homeTitle')} text={text}>
      {saved.state === 'failed' ? (
        <button type="button" className="btn" onClick={() => void saved.load()}>
          {t('saved.retry')}
        </button>
      ) : null}
      <SavedList title={t('saved.favourites')} entries={saved.favourites} />
      <SavedList title={t('saved.recent')} entries={saved.recent} />
    </Tile>
  );
});
