import DownOutlined from '@ant-design/icons/DownOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useFormat, usePortalTranslation } from '../../../core/plugin-api';
import { groupKey, type InventoryStore, type ShownGroup } from '../stores/inventory-store';
import { Highlight } from './Highlight';

const touchButton = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  flexWrap: 'wrap',
  width: '100%',
  minHeight: 56,
  padding: '8px 12px',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
} as const;

interface Props {
  group: ShownGroup;
  store: InventoryStore;
}

/** One resource type: a button with its type, count and last check that opens the list of its names. */
export const ResourceGroupItem = observer(function ResourceGroupItem({ group, store }: Props) {
  const { t } = usePortalTranslation('managed-resources');
  const id = useId();
  const key = groupKey(group);
  const open = store.isExpanded(key);
  const limit = store.shownNamesOf(key);
  const names = open ? group.shownNames.slice(0, limit) : [];
  const format = useFormat();
  const count = (n: number) => format.number(n);
  return (
    <li
      style={{
        border: '1px solid var(--portal-border, #d9d9d9)',
        borderRadius: 8,
        background: 'var(--portal-surface, #fff)',
        marginBottom: 8,
      }}
    >
      <h2 style={{ margin: 0, fontSize: 16 }}>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-names`}
          style={touchButton}
          onClick={() => store.toggle(key)}
        >
          {open ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
          <span className="resource-type" style={{ flex: '1 1 160px', fontWeight: 600, overflowWrap: 'anywhere' }}>
            <Highlight text={group.typeLabel} query={store.query} />
            {group.typeLabel === group.resourceType ? null : (
              <span
                className="resource-azure-type"
                title={t('group.azureType', { type: group.resourceType })}
                style={{ display: 'block', fontWeight: 400, fontSize: 13, color: 'var(--portal-muted, #595959)' }}
              >
                <Highlight text={group.resourceType} query={store.query} />
              </span>
            )}
          </span>
          <span className="resource-source" style={{ fontWeight: 400, fontSize: 14 }}>
            {t(`group.source.${group.source}`)}
          </span>
          <span style={{ fontWeight: 400 }}>
            {t('group.count', { count: group.resourceCount, formatted: count(group.resourceCount) })}
          </span>
          <span style={{ fontWeight: 400, fontSize: 14, color: 'var(--portal-muted, #595959)', flexBasis: 'auto' }}>
            {group.lastCheckDate
              ? t('group.lastCheck', { moment: format.dateTime(group.lastCheckDate) })
              : t('group.neverChecked')}
          </span>
        </button>
      </h2>
      {open ? (
        <div id={`${id}-names`} role="region" aria-labelledby={`${id}-button`} style={{ padding: '0 12px 12px' }}>
          {group.nameMatches ? (
            <p style={{ margin: '0 0 8px' }}>
              {t('group.matching', { count: group.shownNames.length, formatted: count(group.shownNames.length) })}
            </p>
          ) : null}
          {group.shownNames.length === 0 ? (
            <p style={{ margin: 0 }}>{t('group.noNames')}</p>
          ) : (
            <ul
              style={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
                gap: '4px 16px',
              }}
            >
              {names.map((name, index) => (
                <li
                  key={`${index}-${name}`}
                  style={{
                    overflowWrap: 'anywhere',
                    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                    fontSize: 13,
                  }}
                >
                  <Highlight text={name} query={group.nameMatches ? store.query : ''} />
                </li>
              ))}
            </ul>
          )}
          {group.shownNames.length > names.length ? (
            <button
              type="button"
              className="btn"
              style={{ marginTop: 8, minHeight: 44 }}
              onClick={() => store.showMore(key)}
            >
              {t('group.showMore', { shown: count(names.length), total: count(group.shownNames.length) })}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
});
