import { observer } from 'mobx-react-lite';
import { lazy } from 'react';
import { AntdBoundary } from '../app/AntdBoundary';
import { useWizardRegistry, useWizardState } from '../app/core-hooks';

// The dialog (antd Modal and Steps) loads when a wizard first opens, not with the page.
const WizardDialog = lazy(() => import('./WizardDialog'));

/** Shows the wizard a plugin opened through the WizardService, if an enabled plugin registered it. */
export const WizardHost = observer(function WizardHost() {
  const state = useWizardState();
  const registry = useWizardRegistry();
  const id = state.openWizardId;
  const entry = id ? registry.get(id) : undefined;
  if (!id || !entry) return null;
  return (
    <AntdBoundary fallback={null}>
      <WizardDialog key={id} entry={entry} namespace={registry.ownerOf(id) ?? 'translation'} state={state} />
    </AntdBoundary>
  );
});
