import { useEffect, useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router-dom';
import { SEARCH_TEXT_MAX, type SearchGroup, type SearchHit } from '../../../core/contract';
import { currentPagePath, signInAgainHref } from '../../../core/plugin-api';
import { followableHref } from '../menu-links';
import { useSearch, type SearchState } from './use-search';

interface SearchBoxProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** The phone's full-width search: Escape and the close button end it. */
  onClose?: () => void;
}

const hitsOf = (state: SearchState): SearchHit[] =>
  state.kind === 'found' ? state.groups.flatMap((group) => group.hits) : [];

/**
 * The search field with its results as a combobox and listbox (WAI-ARIA's pattern): arrow keys move through the
 * hits, Enter opens one, Escape closes the list; the number of hits is announced politely.
 */
export function SearchBox({ inputRef, onClose }: SearchBoxProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { state, retry } = useSearch(text);
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-hit-${index}`;
  const hits = hitsOf(state);
  const language = i18n.language?.startsWith('nl') ? 'nl' : 'en';
  const showPanel = open && state.kind !== 'idle';
  const showList = showPanel && hits.length > 0;

  useEffect(() => setActive(-1), [state]);

  const follow = (hit: SearchHit) => {
    const href = followableHref(hit.route);
    if (href === null) return;
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
  const group = (found: SearchGroup) => (
    <div role="group" aria-labelledby={`${id}-${found.kind}`} key={found.kind} className="search-group">
      <div id={`${id}-${found.kind}`} className="search-group-label" role="presentation">
        {found.label[language]}
      </div>
      {found.hits.map((hit) => {
        const at = index++;
        return (
          <div
            key={at}
            id={optionId(at)}
            role="option"
            aria-selected={at === active}
            className="search-hit"
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(at)}
            onClick={() => follow(hit)}
          >
            <span className="search-hit-title">{hit.title}</span>
            {hit.subtitle ? <span className="search-hit-subtitle">{hit.subtitle}</span> : null}
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
          {state.kind === 'found' ? state.groups.map(group) : null}
        </div>
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
}

function announcement(state: SearchState, count: number, t: TFunction): string {
  if (state.kind === 'found')
    return count > 0 ? t('search.count', { count }) : t('search.noHits', { text: state.text });
  if (state.kind === 'failed') return t('search.failed');
  if (state.kind === 'session-expired') return t('search.sessionExpired');
  return '';
}
