import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useEffect, useId, useState, type CSSProperties } from 'react';
import { usePortalTranslation } from '../../../core/plugin-api';
import { EVENT_TYPES, MAX_EVENT_SEARCH, type EventType } from '../contract';
import { hasFilters, type EventsQuery } from '../stores/events-query';
import { FieldError } from '../../../core/plugin-api/components';
import { TOUCH } from './touch';

interface Props {
  query: EventsQuery;
  rangeProblem: boolean;
  onRefine: (changes: Partial<EventsQuery>) => void;
}

const field: CSSProperties = { flex: '1 1 170px', minWidth: 0 };
// Two dates side by side on a phone.
const dateField: CSSProperties = { flex: '1 1 140px', minWidth: 0 };
const label: CSSProperties = { display: 'block', marginBottom: 4 };

/** Type, date range and text: each change asks for the first page of the new selection. */
export function EventFilters({ query, rangeProblem, onRefine }: Props) {
  const { t } = usePortalTranslation('events');
  const id = useId();
  const [text, setText] = useState(query.q ?? '');
  // Back and forward change the address: the box follows it.
  useEffect(() => setText(query.q ?? ''), [query.q]);
  const tooLong = text.length > MAX_EVENT_SEARCH;
  const search = () => {
    if (!tooLong) onRefine({ q: text.trim() || undefined });
  };
  const rangeError = `${id}-range`;

  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end', marginBottom: 16 }}
    >
      <div style={{ ...field, flexBasis: 220 }}>
        <label htmlFor={`${id}-q`} style={label}>
          {t('filters.search')}
        </label>
        <Input
          id={`${id}-q`}
          type="search"
          value={text}
          allowClear
          style={TOUCH}
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('filters.searchPlaceholder')}
          status={tooLong ? 'error' : undefined}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? `${id}-q-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            // Clearing the box (its cross) shows everything again at once.
            if (!event.target.value && query.q) onRefine({ q: undefined });
          }}
        />
        {tooLong && (
          <FieldError id={`${id}-q-error`} role="alert" text={t('filters.searchTooLong', { max: MAX_EVENT_SEARCH })} />
        )}
      </div>
      <div style={field}>
        <label htmlFor={`${id}-type`} style={label}>
          {t('filters.type')}
        </label>
        <Select<EventType | ''>
          id={`${id}-type`}
          value={query.type ?? ''}
          style={{ width: '100%', ...TOUCH }}
          onChange={(type) => onRefine({ type: type || undefined })}
          options={[
            { value: '', label: t('filters.allTypes') },
            ...EVENT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
          ]}
        />
      </div>
      <div style={dateField}>
        <label htmlFor={`${id}-from`} style={label}>
          {t('filters.from')}
        </label>
        <Input
          id={`${id}-from`}
          type="date"
          value={query.from ?? ''}
          style={TOUCH}
          max={query.to}
          status={rangeProblem ? 'error' : undefined}
          aria-invalid={rangeProblem || undefined}
          aria-describedby={rangeProblem ? rangeError : undefined}
          onChange={(event) => onRefine({ from: event.target.value || undefined })}
        />
      </div>
      <div style={dateField}>
        <label htmlFor={`${id}-to`} style={label}>
          {t('filters.to')}
        </label>
        <Input
          id={`${id}-to`}
          type="date"
          value={query.to ?? ''}
          style={TOUCH}
          min={query.from}
          status={rangeProblem ? 'error' : undefined}
          aria-invalid={rangeProblem || undefined}
          aria-describedby={rangeProblem ? rangeError : undefined}
          onChange={(event) => onRefine({ to: event.target.value || undefined })}
        />
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button type="primary" htmlType="submit" style={TOUCH}>
          {t('filters.apply')}
        </Button>
        {hasFilters(query) && (
          <Button
            style={TOUCH}
            onClick={() => {
              setText('');
              onRefine({ type: undefined, from: undefined, to: undefined, q: undefined });
            }}
          >
            {t('filters.clear')}
          </Button>
        )}
      </div>
      {rangeProblem && (
        <div style={{ flexBasis: '100%' }}>
          <FieldError id={rangeError} role="alert" text={t('filters.rangeBackwards')} />
        </div>
      )}
    </form>
  );
}
