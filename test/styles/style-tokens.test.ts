import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../../core/contract/brand-colours';
import { cssTokensOf } from './css-tokens';

// The tokens docs/plugins.md ("Styles") promises plugins, read from the shell's stylesheet.
const css = readFileSync(path.join(__dirname, '../../shell/styles.css'), 'utf8');
const tokensOf = (theme: string) => cssTokensOf(css, theme);

describe.each(['theme1', 'theme2', 'theme-dark'])('the style tokens of %s', (theme) => {
  const tokens = tokensOf(theme);

  it.each([
    '--portal-text',
    '--portal-muted',
    '--portal-danger',
    '--portal-success',
    '--portal-warning',
    '--portal-info',
  ])('%s is readable on the surface and the page background', (token) => {
    expect(contrastRatio(tokens[token]!, tokens['--portal-surface']!)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(tokens[token]!, tokens['--portal-bg']!)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('has every documented spacing, radius and type size', () => {
    for (const token of [
      '--portal-space-xs',
      '--portal-space-s',
      '--portal-space-m',
      '--portal-space-l',
      '--portal-radius',
      '--portal-radius-l',
      '--portal-font-size-s',
      '--portal-font-size',
      '--portal-font-size-l',
      '--portal-font-size-xl',
    ]) {
      expect(tokens[token]).toMatch(/^\d+px$/);
    }
  });
});
