import { useCallback, useEffect, useId, useState } from 'react';
import {
  HttpClient,
  SignOffPaths,
  SignOffRule,
  SignOffRuleList,
  useFormat,
  usePortalTranslation,
  useService,
  type CustomerSettingsProps,
  type HttpFailure,
  type SignOffKindInfo,
} from '../../../core/plugin-api';
import { CallFailure, FieldError, ListLoading, OutcomeMessage } from '../../../core/plugin-api/components';
import { inLanguage } from './bilingual';

/** A rule as its form holds it: texts, so a half-typed number survives a refused save. */
interface Draft {
  on: boolean;
  thresholds: Record<string, string>;
  signers: 'administrators' | 'named';
  named: string;
  remindAfterHours: string;
  expireAfterHours: string;
}

const draftOf = (kind: SignOffKindInfo, rule: SignOffRule | undefined): Draft => ({
  on: rule !== undefined,
  thresholds: Object.fromEntries(kind.measures.map((m) => [m.id, String(rule?.thresholds[m.id] ?? '')])),
  signers: rule && rule.signers !== 'administrators' ? 'named' : 'administrators',
  named: rule && rule.signers !== 'administrators' ? rule.signers.join(', ') : '',
  remindAfterHours: String(rule?.remindAfterHours ?? 24),
  expireAfterHours: String(rule?.expireAfterHours ?? 72),
});

const bodyOf = (draft: Draft) => ({
  thresholds: Object.fromEntries(
    Object.entries(draft.thresholds)
      .filter(([, value]) => value.trim() !== '')
      .map(([measure, value]) => [measure, Number(value)]),
  ),
  signers:
    draft.signers === 'administrators'
      ? 'administrators'
      : draft.named
          .split(/[,;\s]+/)
          .map((name) => name.trim())
          .filter(Boolean),
  remindAfterHours: Number(draft.remindAfterHours),
  expireAfterHours: Number(draft.expireAfterHours),
});

/**
 * A customer's sign-off rules, one per kind of request the running plugins declared: off until switched on. The
 * provider's administration shows it in the customer editor; a customer's administrators on /sign-offs.
 */
export default function RulesEditor({ customerId }: CustomerSettingsProps) {
  const http = useService(HttpClient);
  const { t } = usePortalTranslation('sign-offs');
  const [kinds, setKinds] = useState<SignOffKindInfo[] | null>(null);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [failure, setFailure] = useState<HttpFailure | null>(null);

  const load = useCallback(async () => {
    const result = await http.get(SignOffPaths.rules(customerId), SignOffRuleList);
    if (!result.ok) return setFailure(result);
    setFailure(null);
    setKinds(result.data.kinds);
    setDrafts(
      Object.fromEntries(
        result.data.kinds.map((kind) => [
          kind.kind,
          draftOf(
            kind,
            result.data.rules.find((r) => r.kind === kind.kind),
          ),
        ]),
      ),
    );
  }, [http, customerId]);
  useEffect(() => {
    void load();
  }, [load]);

  if (failure && !kinds) return <CallFailure result={failure} onRetry={() => void load()} />;
  if (!kinds) return <ListLoading text={t('loading')} minHeight={60} />;
  if (kinds.length === 0) return <p>{t('rules.noKinds')}</p>;
  return (
    <div className="sign-off-rules">
      <p>{t('rules.intro')}</p>
      {kinds.map((kind) => (
        <KindRule
          key={kind.kind}
          kind={kind}
          customerId={customerId}
          draft={drafts[kind.kind]}
          onChange={(draft) => setDrafts((all) => ({ ...all, [kind.kind]: draft }))}
        />
      ))}
    </div>
  );
}

function KindRule({
  kind,
  customerId,
  draft,
  onChange,
}: {
  kind: SignOffKindInfo;
  customerId: string;
  draft: Draft;
  onChange: (draft: Draft) => void;
}) {
  const http = useService(HttpClient);
  const { t } = usePortalTranslation('sign-offs');
  const format = useFormat();
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [failure, setFailure] = useState<HttpFailure | null>(null);
  const set = (patch: Partial<Draft>) => onChange({ ...draft, ...patch });

  const save = async () => {
    setSaving(true);
    const path = SignOffPaths.rule(kind.kind, customerId);
    const result = draft.on ? await http.put(path, bodyOf(draft), SignOffRule) : await http.delete(path);
    setSaving(false);
    // Switching off a kind that had no rule: nothing to remove, which is what was asked.
    const done = result.ok || (!draft.on && result.reason === 'http' && result.status === 404);
    setFailure(done || result.ok ? null : result);
    setSaid(
      done
        ? { tone: 'success', text: t(draft.on ? 'rules.saved' : 'rules.removed') }
        : { tone: 'error', text: t('rules.refused', { reason: result.ok ? '' : result.message }) },
    );
  };

  return (
    <fieldset className="sign-off-rule" style={{ marginBottom: 16 }}>
      <legend>{inLanguage(kind.label, format)}</legend>
      <label>
        <input type="checkbox" checked={draft.on} onChange={(event) => set({ on: event.target.checked })} />{' '}
        {t('rules.needsSignOff')}
      </label>
      {draft.on ? (
        <div style={{ display: 'grid', gap: 8, marginTop: 8, maxWidth: 480 }}>
          {kind.measures.map((measure) => (
            <label key={measure.id} htmlFor={`${id}-${measure.id}`}>
              {t('rules.above', { measure: inLanguage(measure.label, format) })}
              <input
                id={`${id}-${measure.id}`}
                inputMode="decimal"
                value={draft.thresholds[measure.id] ?? ''}
                onChange={(event) => set({ thresholds: { ...draft.thresholds, [measure.id]: event.target.value } })}
                style={{ display: 'block', width: '100%' }}
              />
            </label>
          ))}
          {kind.measures.length > 0 ? <p style={{ margin: 0 }}>{t('rules.aboveHelp')}</p> : null}
          <div role="radiogroup" aria-label={t('rules.who')}>
            <label>
              <input
                type="radio"
                name={`${id}-signers`}
                checked={draft.signers === 'administrators'}
                onChange={() => set({ signers: 'administrators' })}
              />{' '}
              {t('rules.administrators')}
            </label>{' '}
            <label>
              <input
                type="radio"
                name={`${id}-signers`}
                checked={draft.signers === 'named'}
                onChange={() => set({ signers: 'named' })}
              />{' '}
              {t('rules.named')}
            </label>
          </div>
          {draft.signers === 'named' ? (
            <label htmlFor={`${id}-named`}>
              {t('rules.namedLabel')}
              <input
                id={`${id}-named`}
                value={draft.named}
                onChange={(event) => set({ named: event.target.value })}
                style={{ display: 'block', width: '100%' }}
              />
            </label>
          ) : null}
          <label htmlFor={`${id}-remind`}>
            {t('rules.remindAfterHours')}
            <input
              id={`${id}-remind`}
              inputMode="numeric"
              value={draft.remindAfterHours}
              onChange={(event) => set({ remindAfterHours: event.target.value })}
              style={{ display: 'block', width: '100%' }}
            />
          </label>
          <label htmlFor={`${id}-expire`}>
            {t('rules.expireAfterHours')}
            <input
              id={`${id}-expire`}
              inputMode="numeric"
              value={draft.expireAfterHours}
              onChange={(event) => set({ expireAfterHours: event.target.value })}
              style={{ display: 'block', width: '100%' }}
            />
          </label>
        </div>
      ) : null}
      {said?.tone === 'error' ? <FieldError role="alert" text={said.text} /> : null}
      {said?.tone === 'success' ? (
        <OutcomeMessage tone="success" text={said.text} onClose={() => setSaid(null)} />
      ) : null}
      {failure && failure.reason !== 'http' ? <CallFailure result={failure} onRetry={() => void save()} /> : null}
      {/* One Save per kind in the customer's editor: each says whose rule it saves (its visible word first). */}
      <button
        type="button"
        className="btn btn-primary"
        disabled={saving}
        aria-label={`${t('rules.save')}: ${inLanguage(kind.label, format)}`}
        onClick={() => void save()}
      >
        {t('rules.save')}
      </button>
    </fieldset>
  );
}
