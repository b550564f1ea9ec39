import Checkbox from 'antd/es/checkbox';
import Radio from 'antd/es/radio';
import type { MachineRoute } from '../../../../core/contract';
import { usePortalTranslation } from '../../../../core/plugin-api';

export interface RouteChoiceProps {
  routes: readonly MachineRoute[];
  /** null: every machine route; else plugin ids and "METHOD /path" routes. */
  value?: string[] | null;
  onChange?: (value: string[] | null) => void;
}

/** The machine routes by plugin: every route, or chosen plugins (their later routes too) and single routes. */
export function RouteChoice({ routes, value = null, onChange }: RouteChoiceProps) {
  const { t } = usePortalTranslation('admin');
  const plugins = [...new Set(routes.map((route) => route.plugin))];
  const chosen = value ?? [];
  const toggle = (entry: string, on: boolean, drop: readonly string[] = []) =>
    onChange?.([...chosen.filter((item) => item !== entry && !drop.includes(item)), ...(on ? [entry] : [])]);
  return (
    <div>
      <Radio.Group
        value={value === null ? 'all' : 'chosen'}
        onChange={(event) => onChange?.(event.target.value === 'all' ? null : [])}
        options={[
          { value: 'all', label: t('apiKeys.routes.all') },
          { value: 'chosen', label: t('apiKeys.routes.chosen') },
        ]}
      />
      {value === null
        ? null
        : plugins.map((plugin) => {
            const own = routes.filter((route) => route.plugin === plugin);
            const whole = chosen.includes(plugin);
            return (
              <fieldset key={plugin} style={{ border: 0, margin: '8px 0 0', padding: 0, minWidth: 0 }}>
                <legend style={{ fontSize: 14, fontWeight: 600, margin: 0 }}>{plugin}</legend>
                <Checkbox
                  checked={whole}
                  onChange={(event) =>
                    toggle(
                      plugin,
                      event.target.checked,
                      own.map((route) => route.route),
                    )
                  }
                >
                  {t('apiKeys.routes.plugin', { plugin })}
                </Checkbox>
                {own.map((route) => (
                  <div key={route.route} style={{ marginLeft: 24, overflowWrap: 'anywhere' }}>
                    <Checkbox
                      checked={whole || chosen.includes(route.route)}
                      disabled={whole}
                      onChange={(event) => toggle(route.route, event.target.checked)}
                    >
                      <code>{route.route}</code> {route.summary}
                    </Checkbox>
                  </div>
                ))}
              </fieldset>
            );
          })}
    </div>
  );
}
