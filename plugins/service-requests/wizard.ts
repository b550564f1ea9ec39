import type { WizardEntry, WizardFactory } from '../../core/plugin-api';
import { ServiceRequestsStoreToken, type ServiceRequestsStore } from './stores/service-requests-store';
import { EMPTY_VALUES, registerProblem, type WizardValues } from './stores/wizard-values';

export const SERVICE_REQUEST_WIZARD = 'service-request';

/** The spec's service-request wizard: register, verify, then the shell's confirmation with the number or the error. */
export const serviceRequestWizard = (store: () => ServiceRequestsStore): WizardEntry<WizardValues> => ({
  id: SERVICE_REQUEST_WIZARD,
  titleKey: 'wizard.title',
  initialValues: EMPTY_VALUES,
  steps: [
    { titleKey: 'wizard.steps.register', load: () => import('./views/wizard/RegisterStep'), validate: registerProblem },
    { titleKey: 'wizard.steps.verify', load: () => import('./views/wizard/VerifyStep') },
  ],
  async submit(values) {
    const number = await store().file(values);
    return number === null
      ? { ok: false, titleKey: 'wizard.error.title', messageKey: 'wizard.error.message' }
      : { ok: true, titleKey: 'wizard.success.title', messageKey: 'wizard.success.message', values: { number } };
  },
});

/** The wizard's lazy entry (the manifest's declaration): built with the plugin's store. */
const createWizard: WizardFactory = (resolve) => serviceRequestWizard(() => resolve(ServiceRequestsStoreToken));
export default createWizard;
