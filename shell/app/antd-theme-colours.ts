import antdTheme from 'antd/es/theme';

/** The shipped themes (styles.css and the static host's theme.css define each). */
export const THEMES = ['theme1', 'theme2', 'theme-dark'] as const;

/**
 * antd's primary colour per theme, which its primary buttons carry white text on: each seed reaches 4.5:1 with
 * white, and so does the colour antd derives from it (the dark algorithm mixes the seed with its background).
 */
const PRIMARY: Record<string, string> = { theme1: '#1f5fa8', theme2: '#0f6b63', 'theme-dark': '#3574c4' };
/**
 * antd's link colour (link buttons): styles.css's --portal-link, which reads on the theme's surfaces. antd's own
 * (#1677ff; #1668dc dark) reaches only about 4.1:1 on white and 3.6:1 on the dark background.
 */
const LINK: Record<string, string> = { theme1: '#1a56a0', theme2: '#0b5c55', 'theme-dark': '#8cb8ff' };
/**
 * antd's error colour, styles.css's --portal-danger: antd's own (#ff4d4f; #dc4446 dark) reaches only about 3.3:1 and
 * 4:1 as the text of a danger button ("Remove workspace") or a field's error on the theme's surface.
 */
const DANGER = { light: '#b42318', dark: '#ff8a80' };

/**
 * antd's algorithm, colour tokens and component colours for a theme, the customer's brand primary (checked against
 * white) first. In the dark theme the primary colour that carries text on dark surfaces (the current page of a
 * table) is the link colour, and a hovered primary button shows the seed itself: antd's lighter hover (#5b91cc for
 * #3b7fd4) loses white text's contrast.
 */
export function antdThemeColours(theme: string, brandPrimary: string | null | undefined) {
  const dark = theme === 'theme-dark';
  const known = PRIMARY[theme] ? theme : 'theme1';
  const primary = brandPrimary ?? PRIMARY[known]!;
  const link = LINK[known]!;
  return {
    algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: primary,
      ...(dark ? { colorPrimaryHover: primary } : {}),
      colorLink: link,
      colorError: dark ? DANGER.dark : DANGER.light,
    },
    components: dark ? { Pagination: { itemActiveColor: link, itemActiveColorHover: link } } : undefined,
  };
}
