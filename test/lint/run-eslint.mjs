// Helper of boundaries.test.ts: runs ESLint's Node API with the repository's eslint.config.mjs in a plain Node
// process (ESLint and its config are ES modules, which jest's CommonJS runtime does not load). Reads
// { cases: [{ name, filePath, code? }] } as JSON on stdin: a case with `code` is linted as that text at
// `filePath` (the file need not exist), one without is the file on disk. Writes JSON on stdout:
// { results: { [name]: [{ ruleId, message, fatal }] }, zoneTargets: [...] } where zoneTargets lists the
// targets of the import-x/no-restricted-paths zones that apply to plugins/*/index.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { cases } = JSON.parse(readFileSync(0, 'utf8'));
// `ignore: false`: the seeded cycle files live in test/lint/tmp-*/, which `npm run lint` ignores.
const eslint = new ESLint({ cwd: root, ignore: false });

const results = {};
for (const { name, filePath, code } of cases) {
  const [result] =
    code === undefined
      ? await eslint.lintFiles([filePath])
      : await eslint.lintText(code, { filePath: path.join(root, filePath) });
  results[name] = result.messages.map(({ ruleId, message, fatal = false }) => ({ ruleId, message, fatal }));
}

const config = await eslint.calculateConfigForFile(path.join(root, 'plugins/any/index.ts'));
const [, { zones }] = config.rules['import-x/no-restricted-paths'];
const zoneTargets = [...new Set(zones.flatMap((zone) => [zone.target].flat()))];

process.stdout.write(JSON.stringify({ results, zoneTargets }));
