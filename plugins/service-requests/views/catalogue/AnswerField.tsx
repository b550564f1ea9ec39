import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { usePortalTranslation } from '../../../../core/plugin-api';
import type { Answer, AttachedFile, Choice, FormField } from '../../contract-catalogue';
import { describedBy, Field } from '../wizard/Field';
import { inLanguage } from './in-language';

interface Props {
  id: string;
  field: FormField;
  value: Answer | undefined;
  problem: string | null;
  people: readonly Choice[];
  licences: readonly Choice[];
  onChange: (value: Answer | undefined) => void;
}

/** Reads a chosen file as the base64 the submission carries. */
const readFile = (file: File) =>
  new Promise<AttachedFile>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve({
        fileName: file.name,
        contentType: file.type || 'application/octet-stream',
        contentBase64: url.slice(url.indexOf(',') + 1),
      });
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** One field of a catalogue form, its control chosen by its kind, with its label, help and problem. */
export function AnswerField({ id, field, value, problem, people, licences, onChange }: Props) {
  const { t, i18n } = usePortalTranslation('service-requests');
  const language = i18n.language;
  const help = field.help ? inLanguage(field.help, language) : '';
  const label = `${inLanguage(field.label, language)}${field.required ? ` (${t('catalogue.required')})` : ''}`;
  const aria = {
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy(id, Boolean(help), Boolean(problem)),
    'aria-required': field.required || undefined,
  } as const;
  const status = problem ? ('error' as const) : undefined;
  const text = typeof value === 'string' ? value : '';
  const select = (choices: readonly Choice[]) => (
    <Select
      id={id}
      size="large"
      style={{ width: '100%' }}
      virtual={false}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('catalogue.choose')}
      value={text || undefined}
      onChange={(next?: string) => onChange(next)}
      status={status}
      options={choices.map((choice) => ({ value: choice.value, label: choice.label }))}
      {...aria}
    />
  );

  let control;
  switch (field.kind) {
    case 'multiline':
      control = (
        <Input.TextArea
          id={id}
          rows={4}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          status={status}
          {...aria}
        />
      );
      break;
    case 'date':
      control = (
        <Input
          id={id}
          size="large"
          type="date"
          value={text}
          onChange={(e) => onChange(e.target.value)}
          status={status}
          {...aria}
        />
      );
      break;
    case 'choice':
      control = select(
        (field.options ?? []).map((option) => ({ value: option.value, label: inLanguage(option.label, language) })),
      );
      break;
    case 'person':
      control = select(people);
      break;
    case 'licence':
      control = select(licences);
      break;
    case 'yesno':
      control = (
        <Radio.Group
          id={id}
          aria-label={inLanguage(field.label, language)}
          value={typeof value === 'boolean' ? (value ? 'yes' : 'no') : undefined}
          onChange={(e) => onChange(e.target.value === 'yes')}
          {...aria}
        >
          <Radio value="yes">{t('catalogue.yes')}</Radio>
          <Radio value="no">{t('catalogue.no')}</Radio>
        </Radio.Group>
      );
      break;
    case 'attachment':
      control =
        typeof value === 'object' && value !== null ? (
          <div className="catalogue-file">
            <span>{value.fileName}</span>
            <Button onClick={() => onChange(undefined)}>{t('catalogue.removeFile', { name: value.fileName })}</Button>
          </div>
        ) : (
          <input
            id={id}
            type="file"
            className="catalogue-file-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void readFile(file).then(onChange);
            }}
            {...aria}
          />
        );
      break;
    default:
      control = (
        <Input id={id} size="large" value={text} onChange={(e) => onChange(e.target.value)} status={status} {...aria} />
      );
  }
  return (
    <Field id={id} label={label} hint={help || undefined} problem={problem}>
      {control}
    </Field>
  );
}
