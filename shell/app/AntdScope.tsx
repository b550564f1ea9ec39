import ConfigProvider from 'antd/es/config-provider';
import enUS from 'antd/es/locale/en_US';
import nlNL from 'antd/es/locale/nl_NL';
import antdTheme from 'antd/es/theme';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brandColours } from './brand-colours';
import { useSettings } from './core-hooks';
import { usePrefersReducedMotion } from './reduced-motion';
import { readStyleNonce } from './style-nonce';

/** antd's primary colour per theme (each passes WCAG AA for white text). */
const PRIMARY: Record<string, string> = { theme1: '#1f5fa8', theme2: '#0f6b63', 'theme-dark': '#3b7fd4' };
/**
 * antd's error colour, styles.css's --portal-danger: antd's own (#ff4d4f; #dc4446 dark) reaches only about 3.3:1 and
 * 4:1 as the text of a danger button ("Remove workspace") or a field's error on the theme's surface.
 */
const DANGER = { light: '#b42318', dark: '#ff8a80' };

/** The page's style nonce, for the <style> elements antd injects (the CSP lets only those apply). */
const CSP = { nonce: readStyleNonce() ?? undefined };

/** No click ripple: antd's wave is a motion of its own (a 2-second fade), not covered by the motion token. */
const NO_WAVE = { disabled: true };

/**
 * antd's theme (dark algorithm for theme-dark, the customer's primary colour, no motion and no click ripple for
 * a user who asked their system for less) and locale for the antd components below it.
 */
const AntdScope = observer(function AntdScope({ children }: { children: ReactNode }) {
  const settings = useSettings();
  const { i18n } = useTranslation();
  const dark = settings.theme === 'theme-dark';
  const reducedMotion = usePrefersReducedMotion();
  const primary = brandColours(settings)?.primary ?? PRIMARY[settings.theme] ?? PRIMARY.theme1;
  return (
    <ConfigProvider
      csp={CSP}
      locale={i18n.language === 'nl' ? nlNL : enUS}
      wave={reducedMotion ? NO_WAVE : undefined}
      theme={{
        algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        token: { colorPrimary: primary, colorError: dark ? DANGER.dark : DANGER.light, motion: !reducedMotion },
      }}
    >
      {children}
    </ConfigProvider>
  );
});
export default AntdScope;
