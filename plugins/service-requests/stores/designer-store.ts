import { makeAutoObservable, runInAction, toJS } from 'mobx';
import { createToken, type HttpClient, type HttpFailure } from '../../../core/plugin-api';
import {
  CataloguePaths,
  DesignerCustomers,
  FORM_SCHEMA_VERSION,
  FormDefinition,
  FormRefusal,
  StarterSetOutcome,
  StoredForm,
  StoredFormList,
  type FormField,
} from '../contract-catalogue';
import { formProblems, type FormProblem } from '../contract-catalogue-rules';
import type { LoadState } from './service-requests-store';

export const newField = (index: number): FormField => ({
  id: `field-${index}`,
  kind: 'text',
  label: { en: '', nl: '' },
  required: false,
});

const newForm = (): FormDefinition => ({
  schemaVersion: FORM_SCHEMA_VERSION,
  title: { en: '', nl: '' },
  description: { en: '', nl: '' },
  category: 'other',
  fields: [newField(1)],
  customers: null,
  needsSignOff: false,
  published: false,
});

/** A problem of the form as a whole or of one field; `path` names the form's own setting that is wrong. */
export interface DesignProblem extends FormProblem {
  path?: string;
}

/**
 * The designer: the forms, the one being edited (kept as typed whatever the server answers), its problems from
 * the shared rules and the server's, and the starter set.
 */
export class DesignerStore {
  items: StoredForm[] = [];
  loadState: LoadState = 'idle';
  loadFailure: HttpFailure | null = null;
  customers: DesignerCustomers['items'] = [];
  categories: DesignerCustomers['categories'] = [];
  /** The form being edited (null: the list), and its id (null: a new form). */
  draft: FormDefinition | null = null;
  editingId: string | null = null;
  problems: DesignProblem[] = [];
  saving = false;
  saveFailure: HttpFailure | null = null;
  outcome: { key: string; values: Record<string, unknown> } | null = null;

  constructor(private readonly http: HttpClient) {
    makeAutoObservable<this, 'http'>(this, { http: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loadState = 'loading';
    const [forms, customers] = await Promise.all([
      this.http.get(CataloguePaths.designerForms, StoredFormList),
      this.http.get(CataloguePaths.designerCustomers, DesignerCustomers),
    ]);
    runInAction(() => {
      if (forms.ok) this.items = forms.data.items;
      if (customers.ok) {
        this.customers = customers.data.items;
        this.categories = customers.data.categories;
      }
      const failed = !forms.ok ? forms : !customers.ok ? customers : null;
      this.loadState = failed ? 'failed' : 'loaded';
      this.loadFailure = failed;
    });
  }

  async addStarterSet(): Promise<void> {
    const result = await this.http.post(CataloguePaths.starterSet, undefined, StarterSetOutcome);
    runInAction(() => {
      if (!result.ok) {
        this.saveFailure = result;
        return;
      }
      this.items = result.data.items;
      this.outcome = result.data.added
        ? { key: 'designer.starterAdded', values: { count: result.data.added } }
        : { key: 'designer.starterNone', values: {} };
    });
  }

  edit(form: StoredForm | null): void {
    this.editingId = form?.id ?? null;
    this.draft = form ? toJS(form.definition) : newForm();
    this.problems = [];
    this.saveFailure = null;
    this.outcome = null;
  }

  closeEditor(): void {
    this.draft = null;
    this.editingId = null;
  }

  dismissOutcome(): void {
    this.outcome = null;
  }

  change(patch: Partial<FormDefinition>): void {
    if (this.draft) this.draft = { ...this.draft, ...patch };
  }

  changeField(index: number, patch: Partial<FormField>): void {
    if (!this.draft) return;
    const fields = [...this.draft.fields];
    const next: FormField = { ...fields[index]!, ...patch };
    // A setting left empty is no setting at all (the schema has no empty values).
    for (const key of Object.keys(patch) as (keyof FormField)[]) if (patch[key] === undefined) delete next[key];
    fields[index] = next;
    this.draft = { ...this.draft, fields };
  }

  addField(): void {
    if (!this.draft) return;
    const taken = new Set(this.draft.fields.map((field) => field.id));
    let number = this.draft.fields.length + 1;
    while (taken.has(`field-${number}`)) number += 1;
    this.draft = { ...this.draft, fields: [...this.draft.fields, newField(number)] };
  }

  moveField(index: number, by: -1 | 1): void {
    if (!this.draft) return;
    const fields = [...this.draft.fields];
    const target = index + by;
    if (target < 0 || target >= fields.length) return;
    [fields[index], fields[target]] = [fields[target]!, fields[index]!];
    this.draft = { ...this.draft, fields };
  }

  removeField(index: number): void {
    if (!this.draft || this.draft.fields.length <= 1) return;
    this.draft = { ...this.draft, fields: this.draft.fields.filter((_, at) => at !== index) };
  }

  /** Checks the form as the server will (schema, then the rules) and saves it; the draft stays as typed on failure. */
  async save(): Promise<boolean> {
    if (!this.draft || this.saving) return false;
    this.saveFailure = null;
    this.outcome = null;
    const parsed = FormDefinition.safeParse(this.draft);
    this.problems = parsed.success
      ? formProblems(parsed.data)
      : parsed.error.issues.map((issue) => schemaProblem(this.draft!, issue.path));
    if (this.problems.length > 0) return false;
    this.saving = true;
    const body = parsed.data!;
    const result = this.editingId
      ? await this.http.put(CataloguePaths.designerForm(this.editingId), body, StoredForm)
      : await this.http.post(CataloguePaths.designerForms, body, StoredForm);
    return runInAction(() => {
      this.saving = false;
      if (result.ok) {
        const saved = result.data;
        this.items = [...this.items.filter((form) => form.id !== saved.id), saved].sort(
          (a, b) => Number(a.id) - Number(b.id),
        );
        this.editingId = saved.id;
        this.draft = toJS(saved.definition);
        this.outcome = { key: 'designer.saved', values: { version: saved.version } };
        return true;
      }
      const refusal = result.status === 400 ? FormRefusal.safeParse(result.body) : null;
      if (refusal?.success && refusal.data.problems.length > 0) {
        this.problems = refusal.data.problems.map(
          (problem) => ({ field: problem.field, code: problem.code, limit: problem.limit }) as DesignProblem,
        );
      } else this.saveFailure = result;
      return false;
    });
  }
}

/** A schema refusal as a problem: 'required' on the field (or the form's setting) it names. */
function schemaProblem(form: FormDefinition, path: readonly PropertyKey[]): DesignProblem {
  const value = path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key], form);
  const code = value === undefined || value === '' ? 'required' : 'bad-value';
  if (path[0] === 'fields' && typeof path[1] === 'number')
    return { field: form.fields[path[1]]?.id ?? '', code, path: path.slice(2).join('.') };
  return { field: '', code, path: path.join('.') };
}

export const DesignerStoreToken = createToken<DesignerStore>('plugin.service-requests.designer');
