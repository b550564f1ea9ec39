import { act, render, screen } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import antdTheme from 'antd/es/theme';
import i18next from 'i18next';
import { useContext } from 'react';
import { I18nextProvider } from 'react-i18next';
import AntdScope from './AntdScope';
import { ServiceContext, type ServiceResolver } from '../../core/plugin-api';
import { usePrefersReducedMotion } from './reduced-motion';

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

/** A system setting the test can change, as the user would in their operating system. */
function systemMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return reduce;
    },
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = ((media: string) =>
    media === query.media ? query : originalMatchMedia(media)) as typeof window.matchMedia;
  return {
    change(next: boolean) {
      reduce = next;
      act(() => listeners.forEach((listener) => listener()));
    },
    listeners,
  };
}

const settings = { theme: 'theme1', settings: null };
const services: ServiceResolver = { resolve: <T,>() => settings as T };
const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: {} });

function Motion() {
  const { token } = antdTheme.useToken();
  const { wave } = useContext(ConfigProvider.ConfigContext);
  return (
    <p>{`reduced ${String(usePrefersReducedMotion())}, antd motion ${String(token.motion)}, ripple ${wave?.disabled ? 'off' : 'on'}`}</p>
  );
}

function renderInScope() {
  return render(
    <I18nextProvider i18n={i18n}>
      <ServiceContext.Provider value={services}>
        <AntdScope>
          <Motion />
        </AntdScope>
      </ServiceContext.Provider>
    </I18nextProvider>,
  );
}

describe('reduced motion', () => {
  it('turns antd motion and the click ripple off for a user whose system asks for less motion', () => {
    systemMotionSetting(true);
    renderInScope();
    expect(screen.getByText('reduced true, antd motion false, ripple off')).toBeInTheDocument();
  });

  it('keeps antd motion on by default and follows a change of the setting while the page is open', () => {
    const system = systemMotionSetting(false);
    const view = renderInScope();
    expect(screen.getByText('reduced false, antd motion true, ripple on')).toBeInTheDocument();
    system.change(true);
    expect(screen.getByText('reduced true, antd motion false, ripple off')).toBeInTheDocument();
    view.unmount();
    expect(system.listeners.size).toBe(0);
  });
});
