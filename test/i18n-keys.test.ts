import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', 'coverage', 'test-results']);

/** Every `locales` folder of the source tree (the shell's, the plugin kit's, each plugin's), so none is left out. */
function localeFolders(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !SKIPPED.has(entry.name))
    .flatMap((entry) => {
      const child = path.join(folder, entry.name);
      return entry.name === 'locales' ? [child] : localeFolders(child);
    });
}

/** Each pair of bundles: en.json / nl.json, and an area's <area>.en.json / <area>.nl.json beside them. */
function localePairs(): [string, string, string][] {
  return localeFolders(root).flatMap((folder) =>
    readdirSync(folder)
      .filter((file) => file.endsWith('en.json'))
      .map((file): [string, string, string] => [
        path.relative(root, path.join(folder, file)),
        path.join(folder, file),
        path.join(folder, file.replace(/en\.json$/, 'nl.json')),
      ]),
  );
}

describe('translations', () => {
  it("covers the shell's, the plugin kit's and every plugin's bundles", () => {
    const names = localePairs().map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['shell/locales/en.json', 'core/plugin-api/locales/en.json']));
    expect(names).toEqual(expect.arrayContaining([path.join('plugins', 'claims', 'locales', 'en.json')]));
  });

  it.each(localePairs())('%s has the same keys in nl, none empty', (_name, enFile, nlFile) => {
    const en = JSON.parse(readFileSync(enFile, 'utf8'));
    const nl = JSON.parse(readFileSync(nlFile, 'utf8'));
    const enKeys = keys(en).sort();
    const nlKeys = keys(nl).sort();
    expect({
      onlyInEn: enKeys.filter((k) => !nlKeys.includes(k)),
      onlyInNl: nlKeys.filter((k) => !enKeys.includes(k)),
    }).toEqual({ onlyInEn: [], onlyInNl: [] });
    const empty = (bundle: object) =>
      keys(bundle).filter((key) => key.split('.').reduce<any>((node, part) => node[part], bundle) === '');
    expect(empty(en)).toEqual([]);
    expect(empty(nl)).toEqual([]);
  });

  it("keeps the spec's exact wording", () => {
    const en = JSON.parse(readFileSync(path.join(root, 'shell/locales/en.json'), 'utf8'));
    const nl = JSON.parse(readFileSync(path.join(root, 'shell/locales/nl.json'), 'utf8'));
    expect(en.common.loading).toBe('Loading, please wait...');
    expect(en.auth.notAuthorized).toBe('Not authorized to view this page');
    expect(nl.logout.text).toBe('U bent uitgelogd.');
    expect(nl.logout.signInAgain).toBe('Log opnieuw in');
    expect(en.home.welcome).toBe('Hi {{userName}}, welcome to the portal');
    expect(en.home.goToReports).toBe('Go to reports');
    expect(en.action.noDataTitle).toBe('No data received');
    expect(en.action.noDataText).toBe(
      'Could not get data for the given action with id {{id}}. Please try again or contact your supplier.',
    );
    expect(en.topBar.runAs).toBe('(Run as: {{user}})');
    expect(en.register.failedTitle).toBe('Registration failed');
    expect(en.register.failedText).toBe('If this error persists, please contact the provider.');
    expect(en.register.completeTitle).toBe('Registration complete');
    expect(en.register.completeText).toBe('You will receive a registration e-mail in your mailbox');
    expect(en.home.customerNotConfigured).toBe(
      'Unfortunately there is something not properly configured for you as a customer. Please contact the team to resolve this.',
    );
  });
});
