import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { RecordFieldInfo } from '../../../../core/contract';
import { usePortalTranslation } from '../../../../core/plugin-api';
import { FieldError } from '../../../../core/plugin-api/components';
import { inLanguage } from './record-texts';

export type FieldValue = string | boolean | File | null;

export interface RecordFieldProps {
  field: RecordFieldInfo;
  id: string;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  error?: string;
  /** A file field: the name of the file stored now. */
  storedFile?: string | null;
}

const labelStyle = { display: 'block', fontWeight: 600, marginBottom: 4 } as const;

/** One field of a record's form, its input chosen by the field's kind, its message beside it. */
export function RecordField({ field, id, value, onChange, error, storedFile }: RecordFieldProps) {
  const { t, i18n } = usePortalTranslation('admin');
  const label = inLanguage(field.label, i18n.language);
  const errorId = `${id}-error`;
  const described = {
    'aria-describedby': error ? errorId : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required || undefined,
  };
  const text = typeof value === 'string' ? value : '';
  let input;
  switch (field.kind) {
    case 'boolean':
      return (
        <div style={{ marginBottom: 16 }}>
          <Checkbox id={id} checked={value === true} onChange={(e) => onChange(e.target.checked)} {...described}>
            {label}
          </Checkbox>
          {error ? <FieldError id={errorId} text={error} /> : null}
        </div>
      );
    case 'choice':
      input = (
        <Select
          id={id}
          value={text || undefined}
          allowClear={!field.required}
          onChange={(next?: string) => onChange(next ?? '')}
          options={(field.options ?? []).map((option) => ({
            value: option.value,
            label: inLanguage(option.label, i18n.language),
          }))}
          style={{ width: '100%' }}
          {...described}
        />
      );
      break;
    case 'file':
      input = (
        <>
          <input
            id={id}
            type="file"
            accept={field.accept?.join(',')}
            onChange={(e) => onChange(e.target.files?.[0] ?? null)}
            {...described}
          />
          <div id={`${id}-stored`}>{storedFile ? t('records.currentFile', { name: storedFile }) : null}</div>
        </>
      );
      break;
    default:
      input = field.multiline ? (
        <Input.TextArea
          id={id}
          rows={8}
          maxLength={field.maxLength}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          {...described}
        />
      ) : (
        <Input
          id={id}
          type={field.kind === 'date' || field.kind === 'month' ? field.kind : 'text'}
          inputMode={field.kind === 'integer' || field.kind === 'decimal' ? 'decimal' : undefined}
          maxLength={field.maxLength}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          {...described}
        />
      );
  }
  return (
    <div style={{ marginBottom: 16 }}>
      <label htmlFor={id} style={labelStyle}>
        {label}
        {field.required ? ' *' : ''}
      </label>
      {input}
      {error ? <FieldError id={errorId} text={error} /> : null}
    </div>
  );
}
