import { buildMicrosoftCloud, type MicrosoftCloud } from './app';
import type { CloudOptions } from './cloud-state';
import { demoCloud } from './demo-tenants';
import { throwawayCertificate } from './https';
import type { CloudSeed } from './model';

export interface RunningCloud extends MicrosoftCloud {
  /** https://127.0.0.1:<port>: the token, Graph, Partner Center and ARM endpoints all live here. */
  origin: string;
  /** The certificate (PEM) a client must trust. */
  ca: string;
  close(): Promise<void>;
}

/** The emulator listening over https with a fresh throwaway certificate (port 0: any free port). */
export async function startMicrosoftCloud(
  options: CloudOptions & { port?: number; host?: string; seed?: CloudSeed } = {},
): Promise<RunningCloud> {
  const { key, cert } = throwawayCertificate();
  const cloud = buildMicrosoftCloud(options.seed ?? demoCloud(), { ...options, https: { key, cert } });
  await cloud.app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = cloud.app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { ...cloud, origin: `https://127.0.0.1:${port}`, ca: cert, close: () => cloud.app.close() };
}
