import { createToken } from '../../../core/plugin-api';
import type { EmbedPort } from './embed-port';

/** Loads the analytics client (lazily) and gives the port over it; tests provide a fake. */
export type EmbedPortLoader = (emulatorOrigin: string | null) => Promise<EmbedPort>;
export const EmbedPortLoader = createToken<EmbedPortLoader>('plugin.report.embed-port-loader');

export { ActiveReportViewsToken } from './active-views';
