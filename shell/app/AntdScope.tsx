import ConfigProvider from 'antd/es/config-provider';
import enUS from 'antd/es/locale/en_US';
import nlNL from 'antd/es/locale/nl_NL';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { antdThemeColours } from './antd-theme-colours';
import { brandColours } from './brand-colours';
import { useSettings } from './core-hooks';
import { usePrefersReducedMotion } from './reduced-motion';
import { readStyleNonce } from './style-nonce';

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
  const reducedMotion = usePrefersReducedMotion();
  const { algorithm, token, components } = antdThemeColours(settings.theme, brandColours(settings)?.primary);
  return (
    <ConfigProvider
      csp={CSP}
      locale={i18n.language === 'nl' ? nlNL : enUS}
      wave={reducedMotion ? NO_WAVE : undefined}
      theme={{
        algorithm,
        token: { ...token, motion: !reducedMotion },
        components,
      }}
    >
      {children}
    </ConfigProvider>
  );
});
export default AntdScope;
