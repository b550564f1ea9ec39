// Lint messages send the reader to a document and a heading: both must exist, or the message sends them nowhere.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const config = readFileSync(path.join(root, 'eslint.config.mjs'), 'utf8');
const pointers = [...config.matchAll(/See ([\w/.-]+\.md), "([^"]+)"/g)].map(([, file, heading]) => ({ file, heading }));

const headingsOf = (file: string) =>
  readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('#'))
    .map((line) => line.replace(/^#+\s*/, '').trim());

describe('eslint.config.mjs messages', () => {
  it('point somewhere', () => {
    expect(pointers.length).toBeGreaterThan(0);
  });

  it.each(pointers)('point to $file, "$heading", which exists', ({ file, heading }) => {
    expect(headingsOf(file)).toContain(heading);
  });
});
