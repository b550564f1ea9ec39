import { AccountStore, CONTRIBUTION_KINDS, SettingsStore, WizardService, useService } from '../../core/plugin-api';
import { AccountServiceToken } from '../../core/runtime/container';
import type { WizardState } from '../../core/services/wizard-service';
import type { AccountState } from '../../core/services/account/account-store';
import { ActionStoreToken } from '../../core/services/action/action-store';
import { MenuStoreToken } from '../../core/services/menu/menu-store';
import { SavedItemsStoreToken } from '../../core/services/saved-items/saved-items-store';
import type { SettingsState } from '../../core/services/settings/settings-store';

/** The shell's typed access to core services (plugins use the narrower plugin-api interfaces). */
export const useAccount = () => useService(AccountStore) as AccountState;
export const useAccountService = () => useService(AccountServiceToken);
export const useSettings = () => useService(SettingsStore) as SettingsState;
export const useMenu = () => useService(MenuStoreToken);
export const useActionStore = () => useService(ActionStoreToken);
export const useSavedItems = () => useService(SavedItemsStoreToken);
export const useActionViews = () => useService(CONTRIBUTION_KINDS.actionViews.token);
export const useMenuSections = () => useService(CONTRIBUTION_KINDS.menuSections.token);
export const usePluginPages = () => useService(CONTRIBUTION_KINDS.pages.token);
export const useWizardRegistry = () => useService(CONTRIBUTION_KINDS.wizards.token);
export const useWizardState = () => useService(WizardService) as WizardState;
export const useHomeCards = () => useService(CONTRIBUTION_KINDS.homeCards.token);
