/**
 * @jest-environment node
 */
// The browser tests' scans fail on serious and critical findings only (e2e/fixtures.ts): the rules they skip can
// report nothing else, so skipping them weakens no scan.
import { rulesBelowSerious, type AxeMetadata } from './e2e/axe-rules';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the same module the fixtures read
const axe = require('axe-core') as AxeMetadata;

it("skips the rules that can only report minor or moderate findings, read from axe-core's metadata", () => {
  const skipped = rulesBelowSerious(axe);
  expect(skipped).toEqual(
    expect.arrayContaining(['region', 'landmark-one-main', 'heading-order', 'page-has-heading-one']),
  );
  for (const kept of [
    'color-contrast',
    'button-name',
    'aria-required-attr',
    'label',
    'link-name',
    'nested-interactive',
  ])
    expect(skipped).not.toContain(kept);
  for (const id of skipped) {
    const rule = axe._audit.rules.find((candidate) => candidate.id === id)!;
    for (const check of [...rule.any, ...rule.all, ...rule.none]) {
      const impact = axe._audit.data.checks[typeof check === 'string' ? check : check.id]?.impact;
      expect([id, impact]).toEqual([id, expect.stringMatching(/^(minor|moderate)$/)]);
    }
  }
});

it('keeps a rule with any serious or critical check, or a check of unknown impact', () => {
  const checks = {
    quiet: { impact: 'moderate' },
    small: { impact: 'minor' },
    loud: { impact: 'serious' },
    worst: { impact: 'critical' },
  };
  const rule = (id: string, any: string[], none: string[] = []) => ({ id, any, all: [], none });
  const skipped = rulesBelowSerious({
    _audit: {
      data: { checks },
      rules: [
        rule('only-quiet', ['quiet', 'small']),
        rule('one-loud', ['quiet'], ['loud']),
        rule('critical', ['worst']),
        rule('unknown-check', ['quiet', 'not-described']),
        rule('no-checks', []),
      ],
    },
  });
  expect(skipped).toEqual(['only-quiet']);
});
