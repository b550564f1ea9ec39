import { publicSettings } from '../../core/plugin-api/testing';
import { brandColours, brandStyle } from './brand-colours';

const colours = { primaryColor: '#0b5c55', headerColor: '#0b2545' };

describe("the customer's brand colours in the shell", () => {
  it("apply with the customer's theme, the header text chosen to read", () => {
    const found = brandColours({ settings: publicSettings({ theme: 'theme2', ...colours }), theme: 'theme2' });
    expect(found).toEqual({ primary: '#0b5c55', header: '#0b2545' });
    expect(brandStyle(found)).toMatchObject({
      '--portal-primary': '#0b5c55',
      '--portal-header-bg': '#0b2545',
      '--portal-header-text': '#ffffff',
    });
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
