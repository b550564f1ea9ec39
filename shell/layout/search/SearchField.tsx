import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../core/plugin-api';
import { SearchBox } from './SearchBox';

/** Up to this width the top bar has no room for the field: an icon opens a full-width search (styles.css agrees). */
const PHONE = '(max-width: 640px)';

/** The top bar's search (Ctrl+K or ⌘K goes to it); on a phone an icon that opens it over the top bar. */
export function SearchField() {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE);
  const [opened, setOpened] = useState(false);
  const [refocusIcon, setRefocusIcon] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const icon = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      if (phone) setOpened(true);
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [phone]);

  useEffect(() => {
    if (phone && opened) input.current?.focus();
    if (refocusIcon) {
      icon.current?.focus();
      setRefocusIcon(false);
    }
  }, [phone, opened, refocusIcon]);

  if (!phone) return <SearchBox inputRef={input} />;
  if (!opened) {
    return (
      <button
        ref={icon}
        type="button"
        className="top-bar-button search-open"
        aria-label={t('search.open')}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpened(true)}
      >
        <SearchOutlined aria-hidden="true" />
      </button>
    );
  }
  return (
    <SearchBox
      inputRef={input}
      onClose={() => {
        setOpened(false);
        setRefocusIcon(true);
      }}
    />
  );
}
