import { useCallback, useRef, useState } from 'react';
import type { WizardEntry, WizardResult } from '../../core/plugin-api';
import type { WizardState } from '../../core/services/wizard-service';

export type SubmitState = { kind: 'editing' } | { kind: 'submitting' } | { kind: 'done'; result: WizardResult };

/**
 * A wizard's steps, values and submission. Values and step survive closing (the wizard state keeps them as a
 * draft until a successful submission); a failed submission keeps them too, so the user can go back or retry.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- entries of any value type side by side (`unknown` would refuse their submit functions)
export function useWizardFlow(entry: WizardEntry<any>, state: WizardState) {
  const draft = state.draftOf(entry.id);
  const [values, setValues] = useState<Record<string, unknown>>(() => draft?.values ?? { ...entry.initialValues });
  const [step, setStep] = useState(() => Math.min(draft?.step ?? 0, entry.steps.length - 1));
  const [problemKey, setProblemKey] = useState<string | null>(null);
  // Once Next or Submit was refused on this step, the step marks every field's problem (WizardStepProps).
  const [showProblems, setShowProblems] = useState(false);
  const [submit, setSubmit] = useState<SubmitState>({ kind: 'editing' });
  const latest = useRef({ values, step });
  latest.current = { values, step };

  const keep = useCallback(() => state.keepDraft(entry.id, latest.current), [entry.id, state]);
  const change = useCallback((patch: Record<string, unknown>) => {
    setValues((current) => ({ ...current, ...patch }));
    setProblemKey(null);
  }, []);

  const isLast = step === entry.steps.length - 1;
  const blocked = () => {
    const key = entry.steps[step]?.validate?.(latest.current.values) ?? null;
    setProblemKey(key);
    setShowProblems(key !== null);
    return key !== null;
  };
  const next = () => {
    if (blocked()) return;
    setStep((current) => Math.min(current + 1, entry.steps.length - 1));
  };
  const back = () => {
    setProblemKey(null);
    setShowProblems(false);
    if (submit.kind === 'done') setSubmit({ kind: 'editing' });
    else setStep((current) => Math.max(current - 1, 0));
  };
  const send = async () => {
    // Every step is checked again: a draft may come from an older version of the wizard.
    for (const [index, candidate] of entry.steps.entries()) {
      const key = candidate.validate?.(latest.current.values) ?? null;
      if (key) {
        setStep(index);
        setProblemKey(key);
        setShowProblems(true);
        setSubmit({ kind: 'editing' });
        return;
      }
    }
    setSubmit({ kind: 'submitting' });
    let result: WizardResult;
    try {
      result = await entry.submit(latest.current.values);
    } catch {
      result = { ok: false, messageKey: '' };
    }
    if (result.ok) state.discardDraft(entry.id);
    else keep();
    setSubmit({ kind: 'done', result });
  };
  const close = () => {
    if (!(submit.kind === 'done' && submit.result.ok)) keep();
    state.close();
  };
  return { values, step, isLast, problemKey, showProblems, submit, change, next, back, send, close };
}
