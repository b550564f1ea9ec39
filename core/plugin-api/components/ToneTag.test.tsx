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

const rules = declarationsBySelector(readFileSync(join(__dirname, '../../../shell/styles.css'), 'utf8'));
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

  describe.each(THEMES)('in %s', (theme) => {
    const tokens = { ...rules.get(':root'), ...rules.get(theme) };
    it.each(TONES)('the %s tone reads at 4.5:1 or more (WCAG AA)', (tone) => {
      const look = rules.get(`.portal-tag.portal-tag-${tone}`) ?? {};
      const text = variableOf(look.color);
      const background = variableOf(look.background);
      expect(text && background).toBeTruthy();
      expect(contrastRatio(tokens[text!]!, tokens[background!]!)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    });
  });
});
