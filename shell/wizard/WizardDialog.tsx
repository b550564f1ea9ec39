import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import Steps from 'antd/es/steps';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardEntry, WizardStepProps } from '../../core/plugin-api';
import type { WizardState } from '../../core/services/wizard-service';
import { LoadingIndicator } from '../common/LoadingIndicator';
import { useWizardFlow } from './use-wizard-flow';
import './wizard.css';

interface WizardDialogProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- entries of any value type side by side (`unknown` would refuse their submit functions)
  entry: WizardEntry<any>;
  /** The declaring plugin's translation namespace: the entry's keys live there. */
  namespace: string;
  state: WizardState;
}

/**
 * A registered wizard as a dialog: the plugin's steps, then the shell's confirmation step with the submission's
 * outcome. Closing keeps what was typed; a failed submission offers Back (to change it) and Try again.
 */
export default function WizardDialog({ entry, namespace, state }: WizardDialogProps) {
  const { t } = useTranslation();
  const { t: pt } = useTranslation(namespace);
  const flow = useWizardFlow(entry, state);
  const views = useMemo(
    () => entry.steps.map((step) => lazy(step.load) as ComponentType<WizardStepProps<Record<string, unknown>>>),
    [entry],
  );
  const StepView = views[flow.step];
  const confirming = flow.submit.kind === 'done';
  const result = flow.submit.kind === 'done' ? flow.submit.result : null;
  const current = confirming ? entry.steps.length : flow.step;
  const items = [...entry.steps.map((step) => ({ title: pt(step.titleKey) })), { title: t('wizard.confirmation') }];
  const footer = confirming ? (
    result?.ok ? (
      <Button type="primary" onClick={flow.close}>
        {t('wizard.close')}
      </Button>
    ) : (
      <div className="wizard-footer">
        <Button onClick={flow.back}>{t('wizard.back')}</Button>
        <Button onClick={flow.close}>{t('wizard.close')}</Button>
        <Button type="primary" onClick={() => void flow.send()}>
          {t('wizard.tryAgain')}
        </Button>
      </div>
    )
  ) : (
    <div className="wizard-footer">
      {flow.step > 0 ? (
        <Button onClick={flow.back} disabled={flow.submit.kind === 'submitting'}>
          {t('wizard.back')}
        </Button>
      ) : null}
      <Button onClick={flow.close} disabled={flow.submit.kind === 'submitting'}>
        {t('wizard.cancel')}
      </Button>
      {flow.isLast ? (
        <Button type="primary" loading={flow.submit.kind === 'submitting'} onClick={() => void flow.send()}>
          {t('wizard.submit')}
        </Button>
      ) : (
        <Button type="primary" onClick={flow.next}>
          {t('wizard.next')}
        </Button>
      )}
    </div>
  );
  return (
    <Modal
      open
      title={pt(entry.titleKey)}
      onCancel={flow.close}
      maskClosable={false}
      footer={footer}
      width={720}
      className="wizard-dialog"
      destroyOnHidden
    >
      <Steps className="wizard-steps" size="small" current={current} items={items} responsive />
      <div className="wizard-body" aria-live="polite">
        {result ? (
          <Result
            status={result.ok ? 'success' : 'error'}
            title={
              result.titleKey ? pt(result.titleKey, result.values) : result.ok ? t('wizard.done') : t('wizard.failed')
            }
            subTitle={result.messageKey ? pt(result.messageKey, result.values) : t('wizard.failedText')}
          />
        ) : (
          <Suspense fallback={<LoadingIndicator />}>
            {StepView ? (
              <StepView values={flow.values} onChange={flow.change} showProblems={flow.showProblems} />
            ) : null}
          </Suspense>
        )}
        {flow.problemKey && !confirming ? (
          <Alert type="error" role="alert" showIcon title={pt(flow.problemKey)} className="wizard-problem" />
        ) : null}
      </div>
    </Modal>
  );
}
