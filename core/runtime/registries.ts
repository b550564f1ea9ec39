import type { ActionEditorEntry, CustomerSettingsEntry, ActionViewEntry, HomeCardEntry, MenuSectionEntry, PageEntry, WizardEntry } from '../plugin-api';
import { createToken } from '../plugin-api';
import { ObservableRegistry } from './registry';

export class ActionViewRegistryImpl extends ObservableRegistry<ActionViewEntry> {
  constructor() {
    super('action view', (entry) => entry.actionType);
  }
}

export class MenuSectionRegistryImpl extends ObservableRegistry<MenuSectionEntry> {
  constructor() {
    super('menu section', (entry) => entry.id);
  }

  /** Sections of one placement, ordered by `order` then registration. */
  at(placement: MenuSectionEntry['placement']): MenuSectionEntry[] {
    return this.entries
      .filter((entry) => entry.placement === placement)
      .map((entry, index) => ({ entry, index }))
      .sort((a, b) => (a.entry.order ?? 100) - (b.entry.order ?? 100) || a.index - b.index)
      .map(({ entry }) => entry);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- entries of any value type side by side (`unknown` would refuse their submit functions)
export class WizardRegistryImpl extends ObservableRegistry<WizardEntry<any>> {
  constructor() {
    super('wizard', (entry) => entry.id);
  }
}

export class PageRegistryImpl extends ObservableRegistry<PageEntry> {
  constructor() {
    super('page', (entry) => entry.path);
  }
}

export class ActionEditorRegistryImpl extends ObservableRegistry<ActionEditorEntry> {
  constructor() {
    super('action editor', (entry) => entry.actionType);
  }
}

export class CustomerSettingsRegistryImpl extends ObservableRegistry<CustomerSettingsEntry> {
  constructor() {
    super('customer settings section', (entry) => entry.id);
  }
}

export class HomeCardRegistryImpl extends ObservableRegistry<HomeCardEntry> {
  constructor() {
    super('home card', (entry) => entry.id);
  }
}

export const ActionViewRegistryToken = createToken<ActionViewRegistryImpl>('core.action-view-registry');
export const MenuSectionRegistryToken = createToken<MenuSectionRegistryImpl>('core.menu-section-registry');
export const WizardRegistryToken = createToken<WizardRegistryImpl>('core.wizard-registry');
export const PageRegistryToken = createToken<PageRegistryImpl>('core.page-registry');
export const ActionEditorRegistryToken = createToken<ActionEditorRegistryImpl>('core.action-editor-registry');
export const CustomerSettingsRegistryToken = createToken<CustomerSettingsRegistryImpl>('core.customer-settings-registry');
export const HomeCardRegistryToken = createToken<HomeCardRegistryImpl>('core.home-card-registry');
