import type { CSSProperties } from 'react';
import type { EnvironmentType } from '../../../core/plugin-api';
import { usePortalTranslation } from '../../../core/plugin-api';
import { environmentBanner } from '../services/environment';

const COLORS: Record<string, CSSProperties> = {
  development: { background: '#237804', color: '#fff' },
  test: { background: '#874d00', color: '#fff' },
  acceptance: { background: '#a8071a', color: '#fff' },
};

export function EnvironmentBanner({ type }: { type: EnvironmentType | null | undefined }) {
  const { t } = usePortalTranslation('report');
  const banner = environmentBanner(type);
  if (!banner || !type) return null;
  return (
    <div
      className={banner.className}
      role="note"
      aria-label={t('environment.label')}
      style={{
        ...COLORS[type],
        textAlign: 'center',
        fontWeight: 600,
        letterSpacing: 2,
        padding: '2px 0',
        flex: '0 0 auto',
      }}
    >
      {t(banner.labelKey)}
    </div>
  );
}
