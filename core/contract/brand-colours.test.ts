import { contrastRatio, readableTextOn } from './brand-colours';
import { PublicSettings } from './settings';

describe('brand colours', () => {
  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The classic borderline grey: 4.48:1 on white, just under AA.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#1f5fa8', '#ffffff')).toBeGreaterThan(4.5);
  });

  it('puts dark text on light headers and white on dark ones', () => {
    expect(readableTextOn('#fafafa')).toBe('#1f2329');
    expect(readableTextOn('#0b2545')).toBe('#ffffff');
  });

  it("parses the public settings' colours tolerantly: absent or malformed is null", () => {
    expect(PublicSettings.parse({})).toMatchObject({ primaryColor: null, headerColor: null });
    expect(PublicSettings.parse({ primaryColor: '#0B5C55', headerColor: 'red; background: url(x)' })).toMatchObject({
      primaryColor: '#0B5C55',
      headerColor: null,
    });
  });
});
