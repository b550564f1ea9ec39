import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useId } from 'react';
import { usePortalTranslation } from '../../../core/plugin-api';
import { NAVIGATION_POSITIONS, RLS_ROLES_MAX, RLS_USERNAMES } from '../contract';
import type { ReportEditorData } from '../services/report-editor-data';
import { EditorField } from './EditorField';

export interface ReportDisplayFieldsProps {
  report: ReportEditorData;
  onChange: (patch: Partial<ReportEditorData>) => void;
  errorOf: (field: string) => string | null;
  disabled?: boolean;
}

/** How the item is shown: the report's page navigation, row-level security and the load timeout. */
export function ReportDisplayFields({ report, onChange, errorOf, disabled }: ReportDisplayFieldsProps) {
  const { t } = usePortalTranslation('report');
  const ids = { navigation: useId(), rls: useId(), roles: useId(), username: useId(), timeout: useId() };
  const rls = report.rls;
  return (
    <>
      {report.embedType === 'report' ? (
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
          <legend style={{ fontWeight: 600, fontSize: 'inherit', marginBottom: 4 }}>{t('editor.navigation')}</legend>
          <Radio.Group
            name={ids.navigation}
            value={report.navigationPosition}
            disabled={disabled}
            options={NAVIGATION_POSITIONS.map((position) => ({
              value: position,
              label: t(`editor.navigationPosition.${position}`),
            }))}
            onChange={(event) => onChange({ navigationPosition: event.target.value })}
          />
        </fieldset>
      ) : null}

      <EditorField id={ids.rls} label={t('editor.rls')} help={t('editor.rlsHelp')} error={errorOf('rls')}>
        <Switch
          id={ids.rls}
          checked={rls !== null}
          disabled={disabled}
          aria-describedby={`${ids.rls}-help`}
          onChange={(on) => onChange({ rls: on ? { roles: [], username: 'userName' } : null })}
        />
      </EditorField>
      {rls ? (
        <>
          <EditorField id={ids.roles} label={t('editor.roles')} help={t('editor.rolesHelp')}>
            <Select
              id={ids.roles}
              mode="tags"
              value={rls.roles}
              disabled={disabled}
              open={false}
              maxCount={RLS_ROLES_MAX}
              tokenSeparators={[',']}
              suffixIcon={null}
              style={{ width: '100%' }}
              aria-describedby={`${ids.roles}-help`}
              onChange={(roles: string[]) =>
                onChange({ rls: { ...rls, roles: roles.map((role) => role.trim()).filter(Boolean) } })
              }
            />
          </EditorField>
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
            <legend style={{ fontWeight: 600, fontSize: 'inherit', marginBottom: 4 }}>{t('editor.rlsUsername')}</legend>
            <Radio.Group
              name={ids.username}
              value={rls.username}
              disabled={disabled}
              options={RLS_USERNAMES.map((name) => ({ value: name, label: t(`editor.rlsUsernameOption.${name}`) }))}
              onChange={(event) => onChange({ rls: { ...rls, username: event.target.value } })}
            />
          </fieldset>
        </>
      ) : null}

      <EditorField
        id={ids.timeout}
        label={t('editor.timeout')}
        help={t('editor.timeoutHelp')}
        error={errorOf('loadTimeoutSeconds')}
      >
        <InputNumber
          id={ids.timeout}
          min={1}
          max={600}
          precision={0}
          placeholder="30"
          value={report.loadTimeoutSeconds}
          disabled={disabled}
          aria-describedby={`${ids.timeout}-help`}
          style={{ width: 160, maxWidth: '100%' }}
          onChange={(value) => onChange({ loadTimeoutSeconds: typeof value === 'number' ? value : null })}
        />
      </EditorField>
    </>
  );
}
