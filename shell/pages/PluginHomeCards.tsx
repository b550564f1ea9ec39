import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { HomeCardEntry } from '../../core/plugin-api';
import type { MenuLink } from '../layout/menu-links';
import { useHomeCards, useMenu } from '../app/core-hooks';
import { findMenuTarget } from './home-targets';
import { TargetButton, Tile } from './WelcomeTile';

/**
 * The enabled plugins' cards (support, invoices, ...), in their order: each opens the first menu item of its
 * action type and is left out when the active customer's menu has none.
 */
export const PluginHomeCards = observer(function PluginHomeCards() {
  const registry = useHomeCards();
  const menu = useMenu();
  const cards = registry.entries
    .map((entry, index) => ({
      entry,
      index,
      link: findMenuTarget(menu.items, (item) => item.actionType === entry.actionType),
    }))
    .filter((card) => card.link !== null)
    .sort((a, b) => (a.entry.order ?? 100) - (b.entry.order ?? 100) || a.index - b.index);
  return (
    <>
      {cards.map(({ entry, link }) => (
        <PluginHomeCard
          key={entry.id}
          namespace={registry.ownerOf(entry.id) ?? 'translation'}
          entry={entry}
          link={link}
        />
      ))}
    </>
  );
});

function PluginHomeCard({
  namespace,
  entry,
  link,
}: {
  namespace: string;
  entry: HomeCardEntry;
  link: MenuLink | null;
}) {
  const { t } = useTranslation(namespace);
  const Icon = entry.icon;
  return (
    <Tile icon={Icon ? <Icon /> : null} title={t(entry.titleKey)} text={t(entry.textKey)}>
      <TargetButton link={link}>{t(entry.linkKey)}</TargetButton>
    </Tile>
  );
}
