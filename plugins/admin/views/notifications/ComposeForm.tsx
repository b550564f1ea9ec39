import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { usePortalTranslation, type HttpFailure } from '../../../../core/plugin-api';
import { FieldError } from '../../../../core/plugin-api/components';
import type { AdminApi } from '../../api/admin-api';
import { BROADCAST_LEVELS, type BroadcastSummary } from '../../contract-notifications';
import { ConfirmDialog } from '../ConfirmDialog';
import { FailureNotice } from '../FailureNotice';
import type { BroadcastApi } from './broadcast-api';
import {
  EMPTY_DRAFT,
  problemsOf,
  requestOf,
  type Audience,
  type Draft,
  type DraftField,
  type Problems,
} from './compose-rules';
import { CustomersPicker } from './CustomersPicker';
import { BroadcastPreview } from './BroadcastPreview';

export interface ComposeFormProps {
  adminApi: AdminApi;
  api: BroadcastApi;
  onSent: (sent: BroadcastSummary) => void;
}

/** A field with its label and, when it has one, its problem (announced and tied to the field). */
function Field({ id, label, problem, children }: { id: string; label: string; problem?: string; children: ReactNode }) {
  return (
    <div style={{ marginBottom: 12 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
        {label}
      </label>
      {children}
      {problem ? <FieldError id={`${id}-problem`} role="alert" text={problem} /> : null}
    </div>
  );
}

/** Compose a broadcast (audience, English and Dutch text, level, link), preview it, and send after a confirmation. */
export function ComposeForm({ adminApi, api, onSent }: ComposeFormProps) {
  const { t } = usePortalTranslation('admin');
  const ids = useId();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [problems, setProblems] = useState<Problems>({});
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<HttpFailure | null>(null);
  const [sent, setSent] = useState<BroadcastSummary | null>(null);
  const [allCustomers, setAllCustomers] = useState<number | null>(null);

  useEffect(() => {
    if (draft.audience !== 'all' || allCustomers !== null) return;
    void adminApi.listCustomers({ pageSize: 1 }).then((result) => {
      if (result.ok) setAllCustomers(result.data.total);
    });
  }, [adminApi, draft.audience, allCustomers]);

  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setSent(null);
  };
  const idOf = (field: DraftField) => `${ids}-${field}`;
  const problemText = (field: DraftField) => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.max ? { max: problem.max } : {}) : undefined;
  };
  const fieldProps = (field: DraftField) => ({
    id: idOf(field),
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': problems[field] ? `${idOf(field)}-problem` : undefined,
  });
  const textInput = (field: 'titleEn' | 'titleNl', label: string) => (
    <Field id={idOf(field)} label={label} problem={problemText(field)}>
      <Input {...fieldProps(field)} value={draft[field]} onChange={(e) => change({ [field]: e.target.value })} />
    </Field>
  );
  const textArea = (field: 'textEn' | 'textNl', label: string) => (
    <Field id={idOf(field)} label={label} problem={problemText(field)}>
      <Input.TextArea
        {...fieldProps(field)}
        value={draft[field]}
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(e) => change({ [field]: e.target.value })}
      />
    </Field>
  );

  const customerCount = draft.audience === 'all' ? allCustomers : draft.customers.length;
  const askToSend = () => {
    const found = problemsOf(draft);
    setProblems(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };
  const send = async () => {
    const result = await api.send(requestOf(draft));
    setConfirming(false);
    if (!result.ok) return setFailure(result);
    setFailure(null);
    setSent(result.data);
    setDraft(EMPTY_DRAFT);
    onSent(result.data);
  };

  return (
    <section aria-labelledby={`${ids}-heading`} style={{ marginBottom: 24 }}>
      <h2 id={`${ids}-heading`} style={{ fontSize: 16 }}>
        {t('broadcasts.compose')}
      </h2>
      {failure ? <FailureNotice title={t('broadcasts.sendFailed')} failure={failure} /> : null}
      {sent ? (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t('broadcasts.sent', { count: sent.recipients })}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
        <legend style={{ fontSize: 14, marginBottom: 4 }}>{t('broadcasts.audience')}</legend>
        <Radio.Group
          value={draft.audience}
          onChange={(e) =>
            change({
              audience: e.target.value as Audience,
              customers: draft.customers.slice(0, e.target.value === 'one' ? 1 : undefined),
            })
          }
        >
          <Radio value="one">{t('broadcasts.audienceOne')}</Radio>
          <Radio value="several">{t('broadcasts.audienceSeveral')}</Radio>
          <Radio value="all">{t('broadcasts.audienceAll')}</Radio>
        </Radio.Group>
      </fieldset>
      {draft.audience === 'all' ? null : (
        <Field
          id={idOf('customers')}
          label={t(draft.audience === 'one' ? 'broadcasts.customer' : 'broadcasts.customers')}
          problem={problemText('customers')}
        >
          <CustomersPicker
            api={adminApi}
            multiple={draft.audience === 'several'}
            value={draft.customers}
            onChange={(customers) => change({ customers })}
            id={idOf('customers')}
            aria-describedby={problems.customers ? `${idOf('customers')}-problem` : undefined}
          />
        </Field>
      )}
      <p className="muted">{t('broadcasts.languagesHelp')}</p>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
          gap: '0 16px',
        }}
      >
        <div lang="en">
          {textInput('titleEn', t('broadcasts.titleEn'))}
          {textArea('textEn', t('broadcasts.textEn'))}
        </div>
        <div lang="nl">
          {textInput('titleNl', t('broadcasts.titleNl'))}
          {textArea('textNl', t('broadcasts.textNl'))}
        </div>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 16px' }}>
        <div style={{ flex: '1 1 160px', maxWidth: 240, marginBottom: 12 }}>
          <label htmlFor={`${ids}-level`} style={{ display: 'block', marginBottom: 4 }}>
            {t('broadcasts.level')}
          </label>
          <Select
            id={`${ids}-level`}
            value={draft.level}
            onChange={(level) => change({ level })}
            style={{ width: '100%' }}
            options={BROADCAST_LEVELS.map((level) => ({ value: level, label: t(`broadcasts.levels.${level}`) }))}
          />
        </div>
        <div style={{ flex: '2 1 240px' }}>
          <Field id={idOf('link')} label={t('broadcasts.link')} problem={problemText('link')}>
            <Input
              {...fieldProps('link')}
              value={draft.link}
              placeholder="/action/102"
              onChange={(e) => change({ link: e.target.value })}
            />
          </Field>
        </div>
      </div>
      <BroadcastPreview draft={draft} />
      <Button type="primary" onClick={askToSend}>
        {t('broadcasts.send')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={t('broadcasts.confirmTitle')}
          confirmLabel={t('broadcasts.send')}
          onConfirm={send}
          onClose={() => setConfirming(false)}
        >
          <p>
            {draft.audience === 'all'
              ? t('broadcasts.confirmAll', { count: customerCount ?? 0 })
              : t('broadcasts.confirmCustomers', {
                  count: customerCount ?? 0,
                  names: draft.customers.map((c) => c.label).join(', '),
                })}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
