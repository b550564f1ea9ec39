import { useCallback, useEffect, useState } from 'react';
import {
  AccountStore,
  HttpClient,
  SignOffList,
  SignOffPaths,
  SignOffRecord,
  useFormat,
  usePortalTranslation,
  useService,
  type HttpFailure,
} from '../../../core/plugin-api';
import { CallFailure, ListLoading, OutcomeMessage } from '../../../core/plugin-api/components';
import { inLanguage } from './bilingual';
import RulesEditor from './RulesEditor';
import { SignOffItem, type SignOffAction } from './SignOffItem';

type Load = { kind: 'loading' } | { kind: 'failed'; failure: HttpFailure } | { kind: 'ready'; list: SignOffList };
type Said = { tone: 'success' | 'warning' | 'error'; text: string; failure?: HttpFailure };

const pathOf = (id: number, action: SignOffAction) =>
  action.kind === 'sign-off'
    ? SignOffPaths.signOff(id)
    : action.kind === 'refuse'
      ? SignOffPaths.refuse(id)
      : SignOffPaths.withdraw(id);

/** /sign-offs: what waits for the reader's sign-off, then the reader's own requests. */
export default function SignOffsPage() {
  const http = useService(HttpClient);
  const { t } = usePortalTranslation('sign-offs');
  const format = useFormat();
  const account = useService(AccountStore);
  // A customer's administrators set its rules here; the provider's, in the administration's customer editor.
  const rulesOf = account.permissions.includes('customer-admin') ? account.activeCustomerId : null;
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    const result = await http.get(SignOffPaths.list, SignOffList);
    setLoad(result.ok ? { kind: 'ready', list: result.data } : { kind: 'failed', failure: result });
  }, [http]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const act = async (record: SignOffRecord, action: SignOffAction): Promise<boolean> => {
    setBusy(true);
    const body = action.kind === 'refuse' ? { reason: action.reason } : undefined;
    const result = await http.post(pathOf(record.id, action), body, SignOffRecord);
    setBusy(false);
    const summary = inLanguage(record.summary, format);
    if (result.ok) setSaid({ tone: 'success', text: t(`done.${result.data.status}`, { summary }) });
    else if (result.reason === 'http' && result.status === 409) setSaid({ tone: 'warning', text: t('done.conflict') });
    else setSaid({ tone: 'error', text: t('done.failed'), failure: result });
    if (result.ok || (result.reason === 'http' && result.status === 409)) await refresh();
    return result.ok;
  };

  return (
    <section aria-labelledby="sign-offs-title">
      <h1 id="sign-offs-title" style={{ fontSize: 20, marginTop: 0 }}>
        {t('title')}
      </h1>
      {said ? (
        <>
          <OutcomeMessage tone={said.tone} text={said.text} onClose={() => setSaid(null)} />
          {said.failure ? <CallFailure result={said.failure} /> : null}
        </>
      ) : null}
      {load.kind === 'loading' ? <ListLoading text={t('loading')} /> : null}
      {load.kind === 'failed' ? (
        <div role="alert">
          <p>{t('loadFailed')}</p>
          <CallFailure result={load.failure} onRetry={() => void refresh()} />
        </div>
      ) : null}
      {load.kind === 'ready' ? (
        <>
          <h2 style={{ fontSize: 17 }}>{t('waitingForMe.heading')}</h2>
          {load.list.waitingForMe.length === 0 ? <p>{t('waitingForMe.empty')}</p> : null}
          {load.list.waitingForMe.map((record) => (
            <SignOffItem key={record.id} record={record} role="signer" busy={busy} onAction={act} />
          ))}
          <h2 style={{ fontSize: 17 }}>{t('mine.heading')}</h2>
          {load.list.mine.length === 0 ? <p>{t('mine.empty')}</p> : null}
          {load.list.mine.map((record) => (
            <SignOffItem key={record.id} record={record} role="requester" busy={busy} onAction={act} />
          ))}
        </>
      ) : null}
      {rulesOf ? (
        <>
          <h2 style={{ fontSize: 17 }}>{t('rules.heading')}</h2>
          <RulesEditor customerId={rulesOf} />
        </>
      ) : null}
    </section>
  );
}
