import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';
import { startupLines } from './startup-lines';

const SECRET = 'Zq8v2Lr5Xw1Np7Ts4Ky9Bm3Hd6Gf0Jc-u_eA';

describe('the start-up line names the address people open', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-startup-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('prints PUBLIC_ORIGIN when set, with the local listening address beside it', () => {
    const config = loadConfig(
      { SESSION_SECRET: SECRET, DEMO_MODE: 'off', HOST: '0.0.0.0', PUBLIC_ORIGIN: 'https://portal.example.com' },
      root,
    );
    expect(startupLines(config, 8080, [])).toEqual([
      `Customer portal at https://portal.example.com (database ${path.join(root, 'data', 'portal.sqlite')}, listening on 0.0.0.0 port 8080)`,
    ]);
  });

  it('prints the local address without PUBLIC_ORIGIN, on the port the server got, with the demo users', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET, PORT: '0' }, root);
    const lines = startupLines(config, 41234, [
      {
        first_name: 'Anna',
        last_name: 'de Vries',
        user_name: 'anna@contoso.example',
        demo_description: 'Two customers',
      },
    ]);
    expect(lines).toEqual([
      `Customer portal at http://localhost:41234 (database ${path.join(root, 'data', 'portal.sqlite')})`,
      'Demo mode: sign in at http://localhost:41234/account/login as one of:',
      '  - Anna de Vries <anna@contoso.example>: Two customers',
    ]);
  });
});
