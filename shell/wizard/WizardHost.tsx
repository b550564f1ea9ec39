import { observer } from 'mobx-react-lite';
import { useContext, useMemo } from 'react';
import {
  Logger,
  PluginSurface,
  ServiceContext,
  useService,
  type LazyComponent,
  type Token,
  type WizardDeclaration,
} from '../../core/plugin-api';
import type { WizardState } from '../../core/services/wizard-service';
import { AntdBoundary } from '../app/AntdBoundary';
import { useWizardRegistry, useWizardState } from '../app/core-hooks';

/**
 * Shows the wizard a plugin opened through the WizardService, if an enabled plugin declared it. The wizard's code
 * (steps, values, submit) and the dialog (antd Modal and Steps) load when it first opens, not with the page; a
 * wizard whose code fails to load shows the plugin error card with 'Try again'.
 */
export const WizardHost = observer(function WizardHost() {
  const state = useWizardState();
  const registry = useWizardRegistry();
  const resolver = useContext(ServiceContext);
  const logger = useService(Logger);
  const id = state.openWizardId;
  const declaration = id ? registry.get(id) : undefined;
  const load = useMemo(
    () =>
      declaration && resolver
        ? loadWizard(declaration, registry.ownerOf(declaration.id) ?? 'translation', state, resolver.resolve)
        : null,
    [declaration, registry, state, resolver],
  );
  if (!id || !load) return null;
  return (
    <AntdBoundary fallback={null}>
      <PluginSurface load={load} props={{}} onError={(error) => logger.error(`The wizard "${id}" failed`, error)} />
    </AntdBoundary>
  );
});

function loadWizard(
  declaration: WizardDeclaration,
  namespace: string,
  state: WizardState,
  resolve: <T>(token: Token<T>) => T,
): LazyComponent<object> {
  return async () => {
    const [wizard, dialog] = await Promise.all([declaration.load(), import('./WizardDialog')]);
    const entry = wizard.default(resolve);
    const Dialog = dialog.default;
    return { default: () => <Dialog key={entry.id} entry={entry} namespace={namespace} state={state} /> };
  };
}
