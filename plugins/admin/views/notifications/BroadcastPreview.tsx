import { useId } from 'react';
import { usePortalTranslation } from '../../../../core/plugin-api';
import type { Draft } from './compose-rules';

/** A reader's title and text: their language's where it is given, else the other's (as the server sends them). */
function textsFor(language: 'en' | 'nl', draft: Draft): [title: string, text: string] {
  const en: [string, string] = [draft.titleEn, draft.textEn];
  const nl: [string, string] = [draft.titleNl, draft.textNl];
  const given = ([title, text]: [string, string]) => Boolean(title.trim() || text.trim());
  const [own, other] = language === 'en' ? [en, nl] : [nl, en];
  return given(own) || !given(other) ? own : other;
}

/** How the tray will show the broadcast to an English and to a Dutch reader. */
export function BroadcastPreview({ draft }: { draft: Draft }) {
  const { t } = usePortalTranslation('admin');
  const headingId = useId();
  const line = (language: 'en' | 'nl', title: string, text: string) => (
    <li lang={language} style={{ padding: '4px 0' }}>
      <strong>{t(`broadcasts.languages.${language}`)}: </strong>
      {t(`broadcasts.preview.${draft.level}`, { lng: language, title: title.trim() || '…', text: text.trim() || '…' })}
      {draft.link.trim() ? (
        <>
          {' '}
          <u>{t('broadcasts.preview.link', { lng: language })}</u>
        </>
      ) : null}
    </li>
  );
  return (
    <section
      aria-labelledby={headingId}
      style={{
        border: '1px solid var(--ant-color-border, #d9d9d9)',
        borderRadius: 6,
        padding: '8px 12px',
        marginBottom: 16,
      }}
    >
      <h3 id={headingId} style={{ fontSize: 14, margin: '0 0 4px' }}>
        {t('broadcasts.previewTitle')}
      </h3>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {line('en', ...textsFor('en', draft))}
        {line('nl', ...textsFor('nl', draft))}
      </ul>
    </section>
  );
}
