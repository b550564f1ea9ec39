import { contrastRatio, MIN_TEXT_CONTRAST } from '../../core/contract/brand-colours';
import { publicSettings } from '../../core/plugin-api/testing';
import { brandColours, brandStyle } from './brand-colours';

const colours = { primaryColor: '#0b5c55', headerColor: '#0b2545' };

describe("the customer's brand colours in the shell", () => {
  it("apply with the customer's theme, the header text chosen to read", () => {
    const found = brandColours({ settings: publicSettings({ theme: 'theme2', ...colours }), theme: 'theme2' });
    expect(found).toEqual({ primary: '#0b5c55', header: '#0b2545' });
    expect(brandStyle(found)).toMatchObject({
      '--portal-primary': '#0b5c55',
      '--portal-primary-contrast': '#ffffff',
      '--portal-header-bg': '#0b2545',
      '--portal-header-text': '#ffffff',
    });
  });

  it("choose the text on the brand primary from that colour, not the theme's (theme-dark's is near-black)", () => {
    const dark = { settings: publicSettings({ theme: 'theme-dark', primaryColor: '#1f5fa8' }), theme: 'theme-dark' };
    const style = brandStyle(brandColours(dark)) as Record<string, string>;
    expect(style['--portal-primary-contrast']).toBe('#ffffff');
    expect(contrastRatio(style['--portal-primary']!, style['--portal-primary-contrast']!)).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
    const light = brandStyle({ primary: '#8cb8ff', header: null }) as Record<string, string>;
    expect(light['--portal-primary-contrast']).toBe('#1f2329');
  });

  it('apply over the default theme when the customer names none', () => {
    expect(brandColours({ settings: publicSettings({ theme: null, ...colours }), theme: 'theme1' })).not.toBeNull();
    expect(brandColours({ settings: publicSettings({ theme: null, ...colours }), theme: 'theme-dark' })).toBeNull();
  });

  it("give way to a locally stored theme, so the spec's precedence holds", () => {
    expect(brandColours({ settings: publicSettings({ theme: 'theme2', ...colours }), theme: 'theme-dark' })).toBeNull();
  });

  it('are absent without settings or colours', () => {
    expect(brandColours({ settings: null, theme: 'theme1' })).toBeNull();
    expect(brandColours({ settings: publicSettings(), theme: 'theme1' })).toBeNull();
    expect(brandStyle(null)).toBeUndefined();
  });
});
