import StarFilled from '@ant-design/icons/es/icons/StarFilled';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router-dom';
import { SEARCH_TEXT_MAX } from '../../../core/contract';
import { currentPagePath, signInAgainHref } from '../../../core/plugin-api';
import { useSavedItems } from '../../app/core-hooks';
import { followableHref } from '../menu-links';
import { foundGroups, savedGroups, type ShownGroup, type ShownHit } from './shown-groups';
import { StarButton } from './StarButton';
import { StarFailure } from './StarFailure';
import { useSearch, type SearchState } from './use-search';

interface SearchBoxProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** The phone's full-width search: Escape and the close button end it. */
  onClose?: () => void;
}

/**
 * The search field with its results as a combobox and listbox (WAI-ARIA's pattern): arrow keys move through the
 * hits, Enter opens one, Escape closes the list; the number of hits is announced politely. Before typing it lists
 * the favourites and the recently opened items. A listbox's options may hold no buttons, so the star of the hit
 * the arrow keys (or the pointer) chose is one toggle under the list, reached with Tab; each row shows its star.
 */
export const SearchBox = observer(function SearchBox({ inputRef, onClose }: SearchBoxProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { state, retry } = useSearch(text);
  const saved = useSavedItems();
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-hit-${index}`;
  const language = i18n.language?.startsWith('nl') ? 'nl' : 'en';
  const beforeTyping = open && state.kind === 'idle' && text.trim() === '';
  const groups: ShownGroup[] =
    state.kind === 'found' ? foundGroups(state.groups, language) : beforeTyping ? savedGroups(saved, t) : [];
  const hits = groups.flatMap((group) => group.hits);
  const showPanel = open && (state.kind !== 'idle' || hits.length > 0 || saved.failure !== null);
  const showList = showPanel && hits.length > 0;
  const activeHit = showList && active >= 0 ? hits[active] : undefined;

  useEffect(() => setActive(-1), [state]);
  useEffect(() => {
    if (beforeTyping) void saved.load();
  }, [beforeTyping, saved]);

  const follow = (hit: ShownHit) => {
    const href = hit.available ? followableHref(hit.route) : null;
    if (href === null) return;
    void saved.opened(hit);
    setOpen(false);
    setText('');
    onClose?.();
    if (!hit.external) navigate(href);
    else if (hit.newWindow) window.open(href, '_blank', 'noopener,noreferrer');
    else window.location.assign(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0) {
      event.preventDefault();
      setOpen(true);
      if (hits.length > 0)
        setActive((index) => (index + step + hits.length + (index < 0 && step < 0 ? 1 : 0)) % hits.length);
    } else if (event.key === 'Enter' && showList && active >= 0) {
      event.preventDefault();
      follow(hits[active]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (showPanel) setOpen(false);
      else if (onClose) onClose();
      else setText('');
    }
  };

  let index = 0;
  const group = (found: ShownGroup) => (
    <div role="group" aria-labelledby={`${id}-${found.key}`} key={found.key} className="search-group">
      <div id={`${id}-${found.key}`} className="search-group-label" role="presentation">
        {found.label}
      </div>
      {found.hits.map((hit) => {
        const at = index++;
        return (
          <div
            key={at}
            id={optionId(at)}
            role="option"
            aria-selected={at === active}
            aria-disabled={hit.available ? undefined : true}
            className="search-hit"
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(at)}
            onClick={() => follow(hit)}
          >
            <span className="search-hit-title">
              {hit.title}
              {saved.isFavourite(hit.route) ? (
                <>
                  {' '}
                  <StarFilled className="search-hit-star" aria-hidden="true" />
                  <span className="visually-hidden">{t('saved.starred')}</span>
                </>
              ) : null}
            </span>
            {hit.subtitle ? <span className="search-hit-subtitle">{hit.subtitle}</span> : null}
            {hit.available ? null : <span className="search-hit-subtitle">{t('saved.unavailable')}</span>}
          </div>
        );
      })}
    </div>
  );

  return (
    <div
      className={onClose ? 'search-box search-box-full' : 'search-box'}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className="search-row">
        <input
          ref={inputRef}
          type="search"
          className="search-input"
          role="combobox"
          aria-label={t('search.label')}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          aria-keyshortcuts="Control+K Meta+K"
          placeholder={t('search.placeholder')}
          maxLength={SEARCH_TEXT_MAX}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {onClose ? (
          <button type="button" className="btn search-close" onClick={onClose}>
            {t('search.close')}
          </button>
        ) : null}
      </div>
      <div className="search-panel" hidden={!showPanel}>
        <div role="listbox" id={listId} aria-label={t('search.results')} hidden={!showList}>
          {groups.map(group)}
        </div>
        {activeHit ? <StarButton item={activeHit} className="search-star" /> : null}
        <StarFailure />
        {state.kind === 'searching' ? <p className="search-message">{t('search.searching')}</p> : null}
        {state.kind === 'found' && hits.length === 0 ? (
          <p className="search-message">{t('search.noHits', { text: state.text })}</p>
        ) : null}
        {state.kind === 'failed' ? (
          <div className="search-message">
            <p>{t('search.failed')}</p>
            <button type="button" className="btn" onClick={retry}>
              {t('search.retry')}
            </button>
          </div>
        ) : null}
        {state.kind === 'session-expired' ? (
          <div className="search-message">
            <p>{t('search.sessionExpired')}</p>
            <a className="btn btn-primary" href={signInAgainHref(currentPagePath())}>
              {t('search.signInAgain')}
            </a>
          </div>
        ) : null}
      </div>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement(state, hits.length, t)}
      </div>
    </div>
  );
});

function announcement(state: SearchState, count: number, t: TFunction): string {
  if (state.kind === 'found')
    return count > 0 ? t('search.count', { count }) : t('search.noHits', { text: state.text });
  if (state.kind === 'failed') return t('search.failed');
  if (state.kind === 'session-expired') return t('search.sessionExpired');
  // Before typing: the favourites and recently opened items listed.
  return count > 0 ? t('search.count', { count }) : '';
}
