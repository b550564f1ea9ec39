import StarFilled from '@ant-design/icons/es/icons/StarFilled';
import StarOutlined from '@ant-design/icons/es/icons/StarOutlined';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SavedItem } from '../../../core/contract';
import { useSavedItems } from '../../app/core-hooks';

/** The toggle that stars an item or removes its star (aria-pressed tells which); it waits while the change is asked. */
export const StarButton = observer(function StarButton({ item, className }: { item: SavedItem; className?: string }) {
  const { t } = useTranslation();
  const saved = useSavedItems();
  const starred = saved.isFavourite(item.route);
  return (
    <button
      type="button"
      className={className ? `btn star-button ${className}` : 'btn star-button'}
      aria-pressed={starred}
      aria-busy={saved.changing.includes(item.route) || undefined}
      onClick={() => void saved.toggle(item)}
    >
      {starred ? <StarFilled aria-hidden="true" /> : <StarOutlined aria-hidden="true" />}
      <span>{t('saved.favourite', { title: item.title })}</span>
    </button>
  );
});
