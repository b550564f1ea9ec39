import type { ServerPluginApi } from '../../../server/plugin-api';
import type { FetchLike } from './connector-http';
import type { ConnectorSettingsResult } from './connector-settings';
import { HaloConnector } from './halopsa/halopsa-connector';
import { HALOPSA_CONNECTOR, readHaloSettings } from './halopsa/halopsa-settings';
import { haloWebhookRoute } from './halopsa/halopsa-webhook';
import type { ServiceDeskConnector } from './service-desk-connector';
import type { ServiceDeskSync } from './service-desk-sync';
import { ZammadConnector } from './zammad/zammad-connector';
import { readZammadSettings, ZAMMAD_CONNECTOR } from './zammad/zammad-settings';
import { zammadWebhookRoute } from './zammad/zammad-webhook';

/** A built-in connection to a ticket system: its settings, its connector and its webhook route. */
export interface ConnectedSystem {
  /** Its value of SERVICE_REQUESTS_CONNECTOR. */
  name: string;
  read(env: NodeJS.ProcessEnv): ConnectorSettingsResult<Connection>;
}

export interface Connection {
  pollMs: number;
  connector(fetch?: FetchLike): ServiceDeskConnector;
  webhook(api: ServerPluginApi, sync: ServiceDeskSync): void;
}

const connection =
  <S>(
    read: (env: NodeJS.ProcessEnv) => ConnectorSettingsResult<S & { pollMs: number }>,
    make: (settings: S & { pollMs: number }) => Omit<Connection, 'pollMs'>,
  ) =>
  (env: NodeJS.ProcessEnv): ConnectorSettingsResult<Connection> => {
    const read_ = read(env);
    return read_.state === 'configured'
      ? { state: 'configured', settings: { pollMs: read_.settings.pollMs, ...make(read_.settings) } }
      : read_;
  };

/** The ticket systems the portal connects to itself (each with its emulator in emulators/). */
export const CONNECTED_SYSTEMS: readonly ConnectedSystem[] = [
  {
    name: ZAMMAD_CONNECTOR,
    read: connection(readZammadSettings, (settings) => ({
      connector: (fetch) => new ZammadConnector(settings, fetch),
      webhook: (api, sync) => zammadWebhookRoute(api, settings.webhookSecret, sync),
    })),
  },
  {
    name: HALOPSA_CONNECTOR,
    read: connection(readHaloSettings, (settings) => ({
      connector: (fetch) => new HaloConnector(settings, fetch),
      webhook: (api, sync) =>
        haloWebhookRoute(api, { username: settings.webhookUsername, password: settings.webhookPassword }, sync),
    })),
  },
];

/** The problems of the connections configured in part (production refuses to start with them). */
export const connectionProblems = (env: NodeJS.ProcessEnv): string[] =>
  CONNECTED_SYSTEMS.flatMap((system) => {
    const read = system.read(env);
    return read.state === 'invalid' ? [read.problem] : [];
  });
