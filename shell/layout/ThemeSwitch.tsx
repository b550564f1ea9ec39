import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../app/core-hooks';

export const DARK_THEME = 'theme-dark';
export const LIGHT_THEME = 'theme1';

/** Switches between the light and dark theme; the choice is stored locally and wins over the server's theme. */
export const ThemeSwitch = observer(function ThemeSwitch() {
  const settings = useSettings();
  const { t } = useTranslation();
  const dark = settings.theme === DARK_THEME;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label={t('topBar.themeSwitch')}
      className={`theme-switch${dark ? ' theme-switch-on' : ''}`}
      onClick={() => settings.setTheme(dark ? LIGHT_THEME : DARK_THEME)}
    >
      <span className="theme-switch-knob" aria-hidden="true">
        {dark ? '☾' : '☀'}
      </span>
    </button>
  );
});
