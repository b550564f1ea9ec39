import {
  callerNameProblem,
  descriptionProblem,
  emailProblem,
  nameProblem,
  phoneProblem,
  type FieldProblem,
  type NewServiceRequest,
} from '../contract';

/** What the new-request wizard collects. `prefilled`: the contact data was taken from the account once. */
export interface WizardValues extends Record<string, unknown> {
  category: string;
  name: string;
  description: string;
  callerName: string;
  callerEmail: string;
  callerPhone: string;
  prefilled: boolean;
}

export const EMPTY_VALUES: WizardValues = {
  category: '',
  name: '',
  description: '',
  callerName: '',
  callerEmail: '',
  callerPhone: '',
  prefilled: false,
};

const field = (key: string, problem: FieldProblem | null) => (problem ? `wizard.problems.${key}.${problem}` : null);

/** The register step: the first problem as a translation key (interpolated with LIMITS), or null. */
export function registerProblem(values: WizardValues): string | null {
  if (!values.category) return 'wizard.problems.category';
  return (
    field('name', nameProblem(values.name ?? '')) ??
    field('description', descriptionProblem(values.description ?? '')) ??
    field('callerName', callerNameProblem(values.callerName ?? '')) ??
    field('callerEmail', emailProblem(values.callerEmail ?? '')) ??
    field('callerPhone', phoneProblem(values.callerPhone ?? ''))
  );
}

/** Every field's problem key, for the messages beside the fields. */
export function fieldProblems(
  values: WizardValues,
): Partial<Record<'category' | 'name' | 'description' | 'callerName' | 'callerEmail' | 'callerPhone', string>> {
  return Object.fromEntries(
    Object.entries({
      category: values.category ? null : 'wizard.problems.category',
      name: field('name', nameProblem(values.name ?? '')),
      description: field('description', descriptionProblem(values.description ?? '')),
      callerName: field('callerName', callerNameProblem(values.callerName ?? '')),
      callerEmail: field('callerEmail', emailProblem(values.callerEmail ?? '')),
      callerPhone: field('callerPhone', phoneProblem(values.callerPhone ?? '')),
    }).filter(([, key]) => key !== null),
  );
}

export const toRequest = (values: WizardValues): NewServiceRequest => ({
  category: values.category,
  name: values.name.trim(),
  description: values.description.trim(),
  caller: { name: values.callerName.trim(), email: values.callerEmail.trim(), phone: values.callerPhone.trim() },
});
