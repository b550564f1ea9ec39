import type { CrossCustomerData } from '../../../../server/plugin-api';
import { FormDefinition, type StoredForm } from '../../contract-catalogue';
import { formProblems, type FormProblem } from '../../contract-catalogue-rules';
import { STARTER_FORMS } from './starter-forms';

const FORMS = 'catalogue_forms';
const VERSIONS = 'catalogue_form_versions';

interface FormRow {
  id: number;
  version: number;
  definition: string;
  updated_at: string;
  updated_by: string;
}

const storedOf = (row: FormRow): StoredForm => ({
  id: String(row.id),
  version: row.version,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
  definition: FormDefinition.parse(JSON.parse(row.definition)),
});

export type SaveOutcome = { form: StoredForm; before: FormDefinition | null } | { problems: FormProblem[] };

/**
 * The provider's catalogue forms: provider-wide, each save a new version of the form's JSON (the versions are
 * kept, so a filed request names the version it was filled on). A form whose rules are broken is not saved.
 */
export class CatalogueForms {
  constructor(
    private readonly data: CrossCustomerData,
    private readonly now: () => Date = () => new Date(),
  ) {}

  list(): StoredForm[] {
    return this.data
      .table(FORMS)
      .find<FormRow>(undefined, { orderBy: ['id'] })
      .map(storedOf);
  }

  get(id: string): StoredForm | null {
    const row = this.data.table(FORMS).first<FormRow>({ id: Number(id) });
    return row ? storedOf(row) : null;
  }

  /** Saves a new form (id null) or the next version of one; null when there is no form of that id. */
  save(id: string | null, definition: FormDefinition, actor: string, starter?: string): SaveOutcome | null {
    const problems = formProblems(definition);
    if (problems.length > 0) return { problems };
    return this.data.transaction(() => {
      const forms = this.data.table(FORMS);
      const at = this.now().toISOString();
      const json = JSON.stringify(definition);
      const values = { definition: json, published: definition.published ? 1 : 0, updated_at: at, updated_by: actor };
      let formId: number;
      let before: FormDefinition | null = null;
      let version = 1;
      if (id === null) {
        formId = forms.insert({ ...values, version, ...(starter ? { starter } : {}) });
      } else {
        const existing = this.get(id);
        if (!existing) return null;
        formId = Number(id);
        before = existing.definition;
        version = existing.version + 1;
        forms.update({ ...values, version }, { id: formId });
      }
      this.data.table(VERSIONS).insert({ form_id: formId, version, definition: json, saved_at: at, saved_by: actor });
      return { form: this.get(String(formId))!, before };
    });
  }

  /** Adds the starter forms not added before (each once, however often it is asked); the forms added. */
  addStarterSet(actor: string): StoredForm[] {
    const taken = new Set(
      this.data
        .table(FORMS)
        .find<{ starter: string | null }>(undefined, { columns: ['starter'] })
        .map((row) => row.starter),
    );
    const added: StoredForm[] = [];
    for (const [key, definition] of Object.entries(STARTER_FORMS)) {
      if (taken.has(key)) continue;
      const outcome = this.save(null, definition, actor, key);
      if (outcome && 'form' in outcome) added.push(outcome.form);
    }
    return added;
  }

  /** The definition a request was filled on (the current one when that version is gone). */
  version(id: string, version: number): FormDefinition | null {
    const row = this.data
      .table(VERSIONS)
      .first<{ definition: string }>({ form_id: Number(id), version }, { columns: ['definition'] });
    return row ? FormDefinition.parse(JSON.parse(row.definition)) : null;
  }
}
