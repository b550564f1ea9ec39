import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { useId, type ReactNode } from 'react';
import { usePortalTranslation } from '../../../../core/plugin-api';
import { FieldError } from '../../../../core/plugin-api/components';
import {
  LINK_ITEM_TARGETS,
  linkUrlProblem,
  MAX_NAME_LENGTH,
  MAX_TITLE_LENGTH,
  MAX_URL_LENGTH,
  menuNameMissing,
  type MenuActionType,
} from '../../contract-menus';
import { ActionDataEditor } from './ActionDataEditor';
import { useActionTypeLabel } from './action-type-label';
import type { EditorNode } from './menu-tree-model';
import { dataErrors } from './server-problems';

export interface ItemFormProps {
  customerId: string;
  node: EditorNode;
  actionTypes: readonly MenuActionType[];
  /** The server's messages about this item, by field. */
  problems: Readonly<Record<string, string>> | undefined;
  onChange: (change: (node: EditorNode) => EditorNode) => void;
  onRemove: () => void;
  nameInputId: string;
}

/** A labelled field with its help and the server's (or the live check's) message, tied by aria-describedby. */
function Field({
  label,
  htmlFor,
  help,
  error,
  children,
}: {
  label: string;
  htmlFor: string;
  help?: string;
  error?: string | null;
  children: (describedBy: string) => ReactNode;
}) {
  const helpId = useId();
  return (
    <div style={{ marginBottom: 16 }}>
      <label htmlFor={htmlFor} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {label}
      </label>
      {children(helpId)}
      <div id={helpId}>
        {help ? (
          <p className="muted" style={{ margin: '4px 0 0' }}>
            {help}
          </p>
        ) : null}
        {error ? <FieldError text={error} /> : null}
      </div>
    </div>
  );
}

/** The selected item's fields; an action's settings come from its type's own editor. */
export function ItemForm({ customerId, node, actionTypes, problems, onChange, onRemove, nameInputId }: ItemFormProps) {
  const { t } = usePortalTranslation('admin');
  const problem = (field: string) => problems?.[field] ?? null;
  /** The server's message about a field shown beside it; 'alert' where it is not the field's description. */
  const problemNote = (field: string, role?: 'alert') => {
    const text = problem(field);
    return text ? <FieldError role={role} text={text} /> : null;
  };
  const typeLabel = useActionTypeLabel();
  const ids = {
    nameNl: useId(),
    url: useId(),
    target: useId(),
    title: useId(),
    titleNl: useId(),
    permission: useId(),
    homepage: useId(),
  };
  const set = (patch: Partial<EditorNode>) => onChange((current) => ({ ...current, ...patch }));
  // An action's title follows its name in the same language while the two are the same (a new action starts so), until it is edited.
  const rename = (name: string) =>
    onChange((current) => ({
      ...current,
      name,
      action:
        current.action && (current.action.title ?? '') === current.name
          ? { ...current.action, title: name || null }
          : current.action,
    }));
  const renameNl = (nameNl: string) =>
    onChange((current) => ({
      ...current,
      nameNl: nameNl || null,
      action:
        current.action && (current.action.titleNl ?? '') === (current.nameNl ?? '')
          ? { ...current.action, titleNl: nameNl || null }
          : current.action,
    }));
  // One name is required, in either language: both fields are marked while both are empty.
  const nameMissing = Boolean(problem('name')) || menuNameMissing(node);
  const setAction = (patch: Partial<NonNullable<EditorNode['action']>>) =>
    onChange((current) => (current.action ? { ...current, action: { ...current.action, ...patch } } : current));
  const urlProblem =
    node.type === 'link'
      ? linkUrlProblem(node.linkUrl ?? '', { origin: window.location.origin, allowLoopbackHttp: true })
      : null;
  const typeInfo = node.action ? actionTypes.find((type) => type.actionType === node.action!.actionType) : undefined;

  return (
    <div>
      {problemNote('', 'alert')}
      <p style={{ marginTop: 0 }}>
        {t('menus.form.kind')}: <strong>{t(`menus.types.${node.type}`)}</strong>
      </p>
      <Field
        label={t('menus.form.nameEn')}
        htmlFor={nameInputId}
        help={t('menus.form.namesHelp')}
        error={problem('name')}
      >
        {(describedBy) => (
          <Input
            id={nameInputId}
            lang="en"
            value={node.name}
            maxLength={MAX_NAME_LENGTH}
            autoComplete="off"
            aria-describedby={describedBy}
            status={nameMissing ? 'error' : undefined}
            aria-invalid={nameMissing ? true : undefined}
            onChange={(event) => rename(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('menus.form.nameNl')} htmlFor={ids.nameNl} error={problem('nameNl')}>
        {(describedBy) => (
          <Input
            id={ids.nameNl}
            lang="nl"
            value={node.nameNl ?? ''}
            maxLength={MAX_NAME_LENGTH}
            autoComplete="off"
            aria-describedby={describedBy}
            status={nameMissing || problem('nameNl') ? 'error' : undefined}
            aria-invalid={nameMissing || problem('nameNl') ? true : undefined}
            onChange={(event) => renameNl(event.target.value)}
          />
        )}
      </Field>

      {node.type === 'menu' ? <p>{t('menus.form.holds', { count: node.children.length })}</p> : null}
      {problemNote('children', 'alert')}

      {node.type === 'link' ? (
        <>
          <Field
            label={t('menus.form.linkUrl')}
            htmlFor={ids.url}
            help={t('menus.form.linkUrlHelp')}
            error={
              problem('linkUrl') ?? (urlProblem && node.linkUrl?.trim() ? t(`menus.linkProblems.${urlProblem}`) : null)
            }
          >
            {(describedBy) => (
              <Input
                id={ids.url}
                value={node.linkUrl ?? ''}
                inputMode="url"
                spellCheck={false}
                maxLength={MAX_URL_LENGTH}
                aria-describedby={describedBy}
                status={urlProblem || problem('linkUrl') ? 'error' : undefined}
                aria-invalid={urlProblem || problem('linkUrl') ? true : undefined}
                onChange={(event) => set({ linkUrl: event.target.value })}
              />
            )}
          </Field>
          <div role="status" aria-live="polite" style={{ margin: '-8px 0 16px', overflowWrap: 'anywhere' }}>
            {!urlProblem
              ? t('menus.form.linkOpens', { url: new URL(node.linkUrl!.trim(), window.location.origin).href })
              : null}
          </div>
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
            <legend style={{ fontWeight: 600, marginBottom: 4 }}>{t('menus.form.linkTarget')}</legend>
            <Radio.Group value={node.linkTarget} onChange={(event) => set({ linkTarget: event.target.value })}>
              {LINK_ITEM_TARGETS.map((target) => (
                <Radio key={target} value={target}>
                  {t(`menus.form.targets.${target}`)}
                </Radio>
              ))}
            </Radio.Group>
            {problemNote('linkTarget')}
          </fieldset>
        </>
      ) : null}

      {node.type === 'action' && node.action ? (
        <>
          <p>
            {t('menus.form.actionType')}: <strong>{typeLabel(node.action.actionType)}</strong>
          </p>
          {typeInfo && !typeInfo.enabledForCustomer ? <p role="note">{t('menus.form.typeNotForCustomer')}</p> : null}
          {problemNote('action.actionType', 'alert')}
          <Field
            label={t('menus.form.actionTitleEn')}
            htmlFor={ids.title}
            help={t('menus.form.actionTitleHelp')}
            error={problem('action.title')}
          >
            {(describedBy) => (
              <Input
                id={ids.title}
                lang="en"
                value={node.action!.title ?? ''}
                maxLength={MAX_TITLE_LENGTH}
                aria-describedby={describedBy}
                onChange={(event) => setAction({ title: event.target.value || null })}
              />
            )}
          </Field>
          <Field label={t('menus.form.actionTitleNl')} htmlFor={ids.titleNl} error={problem('action.titleNl')}>
            {(describedBy) => (
              <Input
                id={ids.titleNl}
                lang="nl"
                value={node.action!.titleNl ?? ''}
                maxLength={MAX_TITLE_LENGTH}
                aria-describedby={describedBy}
                onChange={(event) => setAction({ titleNl: event.target.value || null })}
              />
            )}
          </Field>
          <Field
            label={t('menus.form.permission')}
            htmlFor={ids.permission}
            help={t('menus.form.permissionHelp')}
            error={problem('action.requiredPermission')}
          >
            {(describedBy) => (
              <Input
                id={ids.permission}
                value={node.action!.requiredPermission ?? ''}
                maxLength={64}
                autoComplete="off"
                aria-describedby={describedBy}
                onChange={(event) =>
                  setAction({ requiredPermission: event.target.value.trim() ? event.target.value : null })
                }
              />
            )}
          </Field>
          <div style={{ marginBottom: 16 }}>
            <Checkbox
              id={ids.homepage}
              checked={node.isHomepage}
              onChange={(event) => set({ isHomepage: event.target.checked })}
            >
              {t('menus.form.homepage')}
            </Checkbox>
            {problemNote('isHomepage')}
          </div>
          <fieldset
            style={{
              border: '1px solid rgba(127, 127, 127, 0.35)',
              borderRadius: 6,
              padding: 12,
              margin: '0 0 16px',
              minWidth: 0,
            }}
          >
            <legend style={{ fontWeight: 600, padding: '0 4px' }}>{t('menus.form.settings')}</legend>
            <ActionDataEditor
              customerId={customerId}
              actionType={node.action.actionType}
              data={node.action.data}
              errors={dataErrors(problems)}
              onChange={(data) => setAction({ data })}
            />
          </fieldset>
        </>
      ) : null}

      <Button danger icon={<DeleteOutlined aria-hidden="true" />} onClick={onRemove}>
        {t('menus.form.remove')}
      </Button>
    </div>
  );
}
