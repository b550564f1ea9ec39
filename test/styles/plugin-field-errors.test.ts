import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Plugins show a field's (or a form's) message with the kit's FieldError: the text in the theme's own colour, the
// danger mark beside it. Text painted in a danger red of its own misses the dark theme's contrast and the mark.
const root = path.resolve(__dirname, '../..');

function viewFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : viewFiles(child);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [child] : [];
  });
}

/** Text (not a background) in a danger red: the portal's token, antd's, or the reds plugins used to pick. */
const DANGER_TEXT =
  /(?<![\w-])color\s*:\s*(?:\w+\s*\?\s*)?['"]?(?:var\(--portal-danger|var\(--ant-color-error|#a8071a|#b42318|#ff7875|#ff4d4f|#cf1322)/i;

describe("plugins' danger messages", () => {
  it("use the kit's FieldError: a danger colour only on a mark that is not read out", () => {
    const painted = viewFiles(path.join(root, 'plugins')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${path.relative(root, file)}:${index + 1}` }))
        .filter(({ line }) => DANGER_TEXT.test(line) && !/aria-hidden/.test(line))
        .map(({ at }) => at),
    );
    expect(painted).toEqual([]);
  });
});
