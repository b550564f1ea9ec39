import Checkbox from 'antd/es/checkbox';
import { useId } from 'react';
import { usePortalTranslation } from '../../../../core/plugin-api';
import { ListLoading } from '../../../../core/plugin-api/components';
import type { PermissionInfo } from '../../contract-permissions';
import { FailureNotice } from '../FailureNotice';
import type { PermissionCatalogState } from './use-permission-catalog';

export interface PermissionChoiceProps {
  catalog: PermissionCatalogState;
  value?: string[];
  onChange?: (value: string[]) => void;
  /** What the user holds now (saved): one the portal no longer knows stays listed even while unticked. */
  held?: readonly string[];
}

/**
 * The permissions as a list of checkboxes, each with what it opens in the UI language. One the caller may not
 * give or take is shown but locked; one the user holds that the portal no longer knows stays listed (marked),
 * so that saving never drops it unnoticed.
 */
export function PermissionChoice({ catalog, value = [], onChange, held = [] }: PermissionChoiceProps) {
  const { t, i18n } = usePortalTranslation('admin');
  const legendId = useId();
  const language = i18n.language.startsWith('nl') ? 'nl' : 'en';
  if (catalog.failure)
    return <FailureNotice title={t('permissions.loadFailed')} failure={catalog.failure} onRetry={catalog.reload} />;
  if (!catalog.items) return <ListLoading text={t('common.loading')} minHeight={48} />;
  const known = catalog.items.map((item) => item.name);
  const unknown = [...new Set([...held, ...value])]
    .filter((name) => !known.includes(name))
    .map((name): PermissionInfo => ({ name, description: null, actions: [], grantable: true }));
  const explanation = (item: PermissionInfo) => {
    if (unknown.includes(item)) return t('permissions.unknown');
    const parts = [
      item.description?.[language] ?? null,
      item.actions.length ? t('permissions.menuItems', { titles: item.actions.join(', ') }) : null,
      item.grantable ? null : t('permissions.notGrantable'),
    ];
    return parts.filter(Boolean).join(' ');
  };
  const toggle = (name: string, checked: boolean) =>
    onChange?.(checked ? [...value, name] : value.filter((p) => p !== name));
  return (
    <div role="group" aria-labelledby={legendId}>
      <div id={legendId} style={{ marginBottom: 4 }}>
        {t('permissions.title')}
      </div>
      <p style={{ margin: '0 0 8px' }}>{t('permissions.help')}</p>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {[...catalog.items, ...unknown].map((item) => {
          const describedBy = `${legendId}-${item.name}`;
          return (
            <li key={item.name}>
              <Checkbox
                checked={value.includes(item.name)}
                disabled={!item.grantable}
                aria-describedby={describedBy}
                onChange={(event) => toggle(item.name, event.target.checked)}
              >
                <strong>{item.name}</strong>
              </Checkbox>
              <div id={describedBy} style={{ marginLeft: 24, overflowWrap: 'anywhere' }}>
                {explanation(item)}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
