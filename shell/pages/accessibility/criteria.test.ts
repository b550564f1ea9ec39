import { CRITERIA, criterionKey, LAST_EVALUATED } from './criteria';
import en from './locales/en.json';
import nl from './locales/nl.json';

/** WCAG 2.2 levels A and AA (https://www.w3.org/TR/WCAG22/): 4.1.1 Parsing is gone, 2.4.11, 2.5.7, 2.5.8, 3.2.6, 3.3.7 and 3.3.8 are new. */
const WCAG_22_A = [
  '1.1.1',
  '1.2.1',
  '1.2.2',
  '1.2.3',
  '1.3.1',
  '1.3.2',
  '1.3.3',
  '1.4.1',
  '1.4.2',
  '2.1.1',
  '2.1.2',
  '2.1.4',
  '2.2.1',
  '2.2.2',
  '2.3.1',
  '2.4.1',
  '2.4.2',
  '2.4.3',
  '2.4.4',
  '2.5.1',
  '2.5.2',
  '2.5.3',
  '2.5.4',
  '3.1.1',
  '3.2.1',
  '3.2.2',
  '3.2.6',
  '3.3.1',
  '3.3.2',
  '3.3.7',
  '4.1.2',
];
const WCAG_22_AA = [
  '1.2.4',
  '1.2.5',
  '1.3.4',
  '1.3.5',
  '1.4.3',
  '1.4.4',
  '1.4.5',
  '1.4.10',
  '1.4.11',
  '1.4.12',
  '1.4.13',
  '2.4.5',
  '2.4.6',
  '2.4.7',
  '2.4.11',
  '2.5.7',
  '2.5.8',
  '3.1.2',
  '3.2.3',
  '3.2.4',
  '3.3.3',
  '3.3.4',
  '3.3.8',
  '4.1.3',
];

type Texts = { name?: string; reason?: string; planned?: string };
const textsOf = (bundle: typeof en, key: string) => (bundle.criteria as Record<string, Texts | undefined>)[key];

describe('the accessibility statement', () => {
  it('lists exactly the WCAG 2.2 level A and AA success criteria, each once, with its level', () => {
    expect(CRITERIA.map((c) => c.number).sort()).toEqual([...WCAG_22_A, ...WCAG_22_AA].sort());
    expect(CRITERIA.filter((c) => c.level === 'A').map((c) => c.number)).toEqual(expect.arrayContaining(WCAG_22_A));
    expect(CRITERIA.filter((c) => c.level === 'AA').map((c) => c.number)).toEqual(expect.arrayContaining(WCAG_22_AA));
    expect(CRITERIA).toHaveLength(55);
  });

  it.each([
    ['en', en],
    ['nl', nl],
  ] as const)('names every criterion in %s, and has texts for no other', (_lang, bundle) => {
    expect(Object.keys(bundle.criteria).sort()).toEqual(CRITERIA.map(criterionKey).sort());
    for (const criterion of CRITERIA) expect(textsOf(bundle, criterionKey(criterion))?.name?.trim()).toBeTruthy();
  });

  it.each([
    ['en', en],
    ['nl', nl],
  ] as const)('gives each partly met or not met criterion a reason and a plan in %s', (_lang, bundle) => {
    const shortfalls = CRITERIA.filter((c) => c.status !== 'met');
    expect(shortfalls.length).toBeGreaterThan(0);
    for (const criterion of shortfalls) {
      const texts = textsOf(bundle, criterionKey(criterion));
      expect({ number: criterion.number, reason: !!texts?.reason?.trim(), planned: !!texts?.planned?.trim() }).toEqual({
        number: criterion.number,
        reason: true,
        planned: true,
      });
    }
  });

  it('has a Dutch text that is a translation, not the English one, for every reason and plan', () => {
    for (const criterion of CRITERIA.filter((c) => c.status !== 'met')) {
      const key = criterionKey(criterion);
      expect(textsOf(nl, key)?.reason).not.toEqual(textsOf(en, key)?.reason);
      expect(textsOf(nl, key)?.planned).not.toEqual(textsOf(en, key)?.planned);
    }
  });

  it('says when it was last evaluated, as a calendar date no later than today', () => {
    expect(LAST_EVALUATED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(LAST_EVALUATED)).toBeLessThanOrEqual(Date.now());
  });
});
