import { readFileSync } from 'node:fs';
import path from 'node:path';
import antdTheme from 'antd/es/theme';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../../core/contract/brand-colours';
import { antdThemeColours, THEMES } from '../../shell/app/antd-theme-colours';
import { cssTokensOf } from './css-tokens';

/** WCAG 2.2 AA for user-interface components and graphics (the spinner, the brand tag's outline). */
const MIN_UI_CONTRAST = 3;
const WHITE = '#ffffff';
const read = (file: string) => readFileSync(path.join(__dirname, '../..', file), 'utf8');
const shellCss = read('shell/styles.css');
const themeCss = read('server/static/theme.css');

/**
 * Every shipped theme as the browser resolves its colours: the shell's stylesheet alone (no static host), and with
 * the static host's theme.css loaded after it (its declarations win).
 */
const resolved = THEMES.flatMap((theme) => [
  { name: `${theme} (styles.css)`, tokens: cssTokensOf(shellCss, theme) },
  {
    name: `${theme} (styles.css + theme.css)`,
    tokens: { ...cssTokensOf(shellCss, theme), ...cssTokensOf(themeCss, theme) },
  },
]);

describe.each(resolved)('the primary colour of $name', ({ tokens }) => {
  const primary = tokens['--portal-primary']!;

  it('carries its text (primary buttons, the welcome tile link) at 4.5:1', () => {
    // White is styles.css's fallback when the theme names no text colour for its primary.
    const text = tokens['--portal-primary-contrast'] ?? WHITE;
    expect(contrastRatio(primary, text)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('stands out from the surface as a non-text colour at 3:1', () => {
    expect(contrastRatio(primary, tokens['--portal-surface']!)).toBeGreaterThanOrEqual(MIN_UI_CONTRAST);
  });

  it('has links that read on the surface and the page background', () => {
    for (const background of [tokens['--portal-surface']!, tokens['--portal-bg']!])
      expect(contrastRatio(tokens['--portal-link']!, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

describe.each(THEMES)("antd's colours in %s", (theme) => {
  const colours = antdThemeColours(theme, null);
  const token = antdTheme.getDesignToken(colours);

  it("carry the primary buttons' white text at 4.5:1: the seed, and the primary antd derives from it", () => {
    expect(token.colorTextLightSolid).toMatch(/^#f{3}(f{3})?$/i);
    for (const primary of [
      colours.token.colorPrimary,
      token.colorPrimary,
      token.colorPrimaryHover,
      token.colorPrimaryActive,
    ])
      expect(contrastRatio(primary, WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it("give a table's current page number a colour that reads on antd's surface", () => {
    const current = colours.components?.Pagination.itemActiveColor ?? token.colorPrimary;
    expect(contrastRatio(current, token.colorBgContainer)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it("give link buttons a colour that reads on antd's surfaces", () => {
    for (const background of [token.colorBgContainer, token.colorBgElevated])
      expect(contrastRatio(token.colorLink, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
