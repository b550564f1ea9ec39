import { createTestPortal } from './index';
import { setProcessEnv } from './process-env';
import { makeTempDir } from './temp-dir';

/** What a production start with these variables set says when it refuses (null when it starts). */
export async function productionStartRefusal(env: Readonly<Record<string, string>>): Promise<string | null> {
  const restore = setProcessEnv(env);
  const dir = makeTempDir();
  try {
    const portal = await createTestPortal({
      dir,
      config: { production: true, demoMode: false, publicOrigin: 'https://portal.example.com' },
    });
    await portal.close();
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    restore();
    dir.cleanup();
  }
}
