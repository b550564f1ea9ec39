import { Logger, PluginSurface, useService, type PageEntry } from '../../core/plugin-api';

/** A plugin's own page in the content area: its lazy view, with the plugin surface's loading and failure states. */
export function PluginPage({ entry }: { entry: PageEntry }) {
  const logger = useService(Logger);
  return (
    <PluginSurface
      load={entry.load}
      props={{}}
      onError={(error) => logger.error(`The page ${entry.path} failed`, error)}
    />
  );
}
