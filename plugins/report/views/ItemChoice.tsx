import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { usePortalTranslation } from '../../../core/plugin-api';
import { EditorField } from './EditorField';

export interface ItemChoiceProps {
  id: string;
  label: string;
  value: string;
  /** What Power BI lists; null when it lists nothing here (the id is typed instead). */
  options: { value: string; label: string }[] | null;
  onChange: (value: string) => void;
  /** The choice may be left empty (e.g. a report's page: then its own first page). */
  optional?: boolean;
  emptyLabel?: string;
  help?: string;
  error?: string | null;
  disabled?: boolean;
}

/**
 * One item of the workspace (report, page, dashboard, tile): picked from Power BI's list, or typed when there is
 * no list. A stored id the list no longer holds stays shown, marked as missing from the workspace.
 */
export function ItemChoice({
  id,
  label,
  value,
  options,
  onChange,
  optional,
  emptyLabel,
  help,
  error,
  disabled,
}: ItemChoiceProps) {
  const { t } = usePortalTranslation('report');
  const describedBy = error || help ? `${id}-help` : undefined;
  if (!options) {
    return (
      <EditorField id={id} label={label} help={help ?? t('editor.typeId')} error={error}>
        <Input
          id={id}
          value={value}
          disabled={disabled}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`${id}-help`}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </EditorField>
    );
  }
  const missing = value !== '' && !options.some((option) => option.value === value);
  const shown = [
    ...(optional ? [{ value: '', label: emptyLabel ?? '' }] : []),
    ...(missing ? [{ value, label: t('editor.missingItem', { id: value }) }] : []),
    ...options,
  ];
  return (
    <EditorField id={id} label={label} help={missing ? t('editor.missingHelp') : help} error={error}>
      <Select
        id={id}
        value={value === '' && !optional ? undefined : value}
        options={shown}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('editor.choose')}
        disabled={disabled}
        status={error || missing ? 'error' : undefined}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        style={{ width: '100%' }}
        onChange={(next: string) => onChange(next)}
      />
    </EditorField>
  );
}
