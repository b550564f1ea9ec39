import { makeAutoObservable } from 'mobx';
import type { WizardService } from '../plugin-api';
import type { WizardRegistryImpl } from '../runtime/registries';

export class WizardState implements WizardService {
  openWizardId: string | null = null;

  constructor(private readonly registry: WizardRegistryImpl) {
    makeAutoObservable<WizardState, 'registry'>(this, { registry: false }, { autoBind: true });
  }

  open(wizardId: string): boolean {
    if (!this.registry.has(wizardId)) return false;
    this.openWizardId = wizardId;
    return true;
  }

  close(): void {
    this.openWizardId = null;
  }
}
