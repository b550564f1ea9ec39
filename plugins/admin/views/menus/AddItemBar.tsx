import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import { useId, useState } from 'react';
import { usePortalTranslation } from '../../../../core/plugin-api';
import type { MenuActionType } from '../../contract-menus';
import { useActionTypeLabel } from './action-type-label';

export type NewItem = { type: 'menu' } | { type: 'link' } | { type: 'action'; actionType: string };

/**
 * Adds a header, a link or an action (into the selected header, or after the selected item). Only the action
 * types the customer can use are offered: a type whose plugin the customer does not have would never show in
 * their menu; those are named in a note instead, with where to enable them.
 */
export function AddItemBar({
  actionTypes,
  onAdd,
}: {
  actionTypes: readonly MenuActionType[];
  onAdd: (item: NewItem) => void;
}) {
  const { t } = usePortalTranslation('admin');
  const typeLabel = useActionTypeLabel();
  const typeId = useId();
  const usable = actionTypes.filter((type) => type.enabledForCustomer);
  const notOffered = actionTypes
    .filter((type) => !type.enabledForCustomer)
    .map((type) => typeLabel(type.actionType))
    .sort((a, b) => a.localeCompare(b));
  const [actionType, setActionType] = useState<string | undefined>(usable[0]?.actionType);
  return (
    <div
      role="group"
      aria-label={t('menus.add.group')}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}
    >
      <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => onAdd({ type: 'menu' })}>
        {t('menus.add.header')}
      </Button>
      <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => onAdd({ type: 'link' })}>
        {t('menus.add.link')}
      </Button>
      <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <label htmlFor={typeId}>{t('menus.add.actionType')}</label>
        {/* A portal with many capabilities offers many types: sorted by name, and found by typing part of it. */}
        <Select
          id={typeId}
          style={{ minWidth: 200 }}
          value={actionType}
          onChange={setActionType}
          showSearch={{ optionFilterProp: 'label' }}
          options={usable
            .map((type) => ({ value: type.actionType, label: typeLabel(type.actionType) }))
            .sort((a, b) => a.label.localeCompare(b.label))}
        />
        <Button
          icon={<PlusOutlined aria-hidden="true" />}
          disabled={!actionType}
          onClick={() => actionType && onAdd({ type: 'action', actionType })}
        >
          {t('menus.add.action')}
        </Button>
      </span>
      {notOffered.length ? (
        <p role="note" style={{ margin: 0, flexBasis: '100%' }}>
          {t('menus.add.notOffered', { types: notOffered.join(', ') })}
        </p>
      ) : null}
    </div>
  );
}
