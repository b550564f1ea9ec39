import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../../contract/brand-colours';
import { ToneTag, type TagTone } from './ToneTag';

const TONES: TagTone[] = ['success', 'danger', 'warning', 'info', 'neutral', 'brand'];
const THEMES = ['.theme1', '.theme2', '.theme-dark'];

/** The shell stylesheet's rules: each selector of a rule with the rule's declarations. */
function declarationsBySelector(css: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  for (const [, selectors, body] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = Object.fromEntries(
      body!
        .split(';')
        .map((line) => line.split(':').map((part) => part.trim()))
        .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== ''),
    );
    for (const selector of selectors!.split(',').map((s) => s.trim())) {
      rules.set(selector, { ...rules.get(selector), ...declarations });
    }
  }
  return rules;
}

const stylesheet = (path: string) => declarationsBySelector(readFileSync(join(__dirname, '../../..', path), 'utf8'));
const rules = stylesheet('shell/styles.css');
// The reference server's theme.css, loaded from the static host over the shell's own values, as a customer's is.
const shippedTheme = stylesheet('server/static/theme.css');
const variableOf = (value: string | undefined) => /^var\((--[\w-]+)/.exec(value ?? '')?.[1];

describe('ToneTag', () => {
  it('is a tag with the tone class, its word and its data attributes', () => {
    render(
      <ToneTag tone="success" data={{ 'data-status': 'paid' }}>
        Paid
      </ToneTag>,
    );
    const tag = screen.getByText('Paid').closest('.portal-tag');
    expect(tag).toHaveClass('portal-tag-success');
    expect(tag).toHaveAttribute('data-status', 'paid');
  });

  describe.each(THEMES.flatMap((theme) => [[theme, false] as const, [theme, true] as const]))(
    'in %s (with the shipped theme.css: %s)',
    (theme, withThemeCss) => {
      const tokens = { ...rules.get(':root'), ...rules.get(theme), ...(withThemeCss ? shippedTheme.get(theme) : {}) };
      it.each(TONES)('the %s tone reads at 4.5:1 or more (WCAG AA)', (tone) => {
        const look = rules.get(`.ant-tag.portal-tag.portal-tag-${tone}`) ?? {};
        const text = variableOf(look.color);
        const background = variableOf(look.background);
        expect(text && background).toBeTruthy();
        expect(contrastRatio(tokens[text!]!, tokens[background!]!)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      });
    },
  );
});
