import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** The README, the documents under docs/ and the plugins' own READMEs: what a newcomer follows link by link. */
function documents(): string[] {
  const docs = readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`);
  const plugins = readdirSync(path.join(root, 'plugins'))
    .map((id) => `plugins/${id}/README.md`)
    .filter((f) => existsSync(path.join(root, f)));
  return ['README.md', ...docs, ...plugins];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');
}

function anchorsIn(file: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.*)$/.exec(line);
    if (heading) anchors.add(anchorOf(heading[1]));
  }
  return anchors;
}

function linksIn(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((target) => !/^(https?:|mailto:)/.test(target));
}

describe('the documentation links', () => {
  it.each(documents())('%s links only to files and headings that exist', (file) => {
    const broken = linksIn(file).filter((target) => {
      const [relative, anchor] = target.split('#');
      const resolved = relative ? path.resolve(path.dirname(path.join(root, file)), relative) : path.join(root, file);
      if (!existsSync(resolved)) return true;
      return Boolean(anchor) && resolved.endsWith('.md') && !anchorsIn(resolved).has(anchor);
    });
    expect(broken).toEqual([]);
  });
});
