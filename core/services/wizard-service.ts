import { makeAutoObservable, observable } from 'mobx';
import type { ContributionRegistry, WizardDeclaration, WizardService } from '../plugin-api';

/** Where a wizard was left: its values and step, kept until it is submitted successfully. */
export interface WizardDraft {
  values: Record<string, unknown>;
  step: number;
}

export class WizardState implements WizardService {
  openWizardId: string | null = null;
  /** A closed wizard keeps what was typed: opening it again resumes there (a form is never lost). */
  private readonly drafts = observable.map<string, WizardDraft>({}, { deep: false });

  constructor(private readonly registry: ContributionRegistry<WizardDeclaration>) {
    makeAutoObservable<WizardState, 'registry' | 'drafts'>(
      this,
      { registry: false, drafts: false },
      { autoBind: true },
    );
  }

  open(wizardId: string): boolean {
    if (!this.registry.has(wizardId)) return false;
    this.openWizardId = wizardId;
    return true;
  }

  close(): void {
    this.openWizardId = null;
  }

  draftOf(wizardId: string): WizardDraft | undefined {
    return this.drafts.get(wizardId);
  }

  keepDraft(wizardId: string, draft: WizardDraft): void {
    this.drafts.set(wizardId, draft);
  }

  discardDraft(wizardId: string): void {
    this.drafts.delete(wizardId);
  }
}
