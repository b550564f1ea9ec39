import { observer } from 'mobx-react-lite';
import {
  ActionEditors,
  PluginSurface,
  usePortalTranslation,
  useService,
  type ActionData,
} from '../../../../core/plugin-api';
import { FieldError } from '../../../../core/plugin-api/components';

export interface ActionDataEditorProps {
  customerId: string;
  actionType: string;
  data: Record<string, unknown>;
  onChange: (data: Record<string, unknown>) => void;
  errors: Readonly<Record<string, string>>;
  disabled?: boolean;
}

/**
 * The settings of an action, edited with the form its type's own plugin contributes (ctx.actionEditors);
 * a type without one shows its stored data read-only, so nothing is lost by saving.
 */
export const ActionDataEditor = observer(function ActionDataEditor({
  customerId,
  actionType,
  data,
  onChange,
  errors,
  disabled,
}: ActionDataEditorProps) {
  const { t } = usePortalTranslation('admin');
  const entry = useService(ActionEditors).get(actionType);
  if (!entry) {
    return (
      <div>
        <p>{t('menus.form.noEditor')}</p>
        <pre
          tabIndex={0}
          aria-label={t('menus.form.storedData')}
          style={{ maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {JSON.stringify(data, null, 2)}
        </pre>
        {errors[''] ? <FieldError role="alert" text={errors['']} /> : null}
      </div>
    );
  }
  return (
    <PluginSurface
      load={entry.load}
      resetKey={actionType}
      fallback={<p role="status">{t('common.loading')}</p>}
      props={{
        customerId,
        data: { actionType, ...data } as ActionData,
        onChange: (next: ActionData) => onChange(next as Record<string, unknown>),
        errors,
        disabled,
      }}
    />
  );
});
