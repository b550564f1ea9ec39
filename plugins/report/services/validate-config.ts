import type { ConfigError, ConfigValidators, EmbedConfig } from './embed-port';

export const UNKNOWN_CONFIG_TYPE = 'Unknown config type allowed types are report, dashboard or tile';
export const EMBED_URL_REQUIRED = 'Embed URL is required';
export const WRONG_EMBED_TYPE = 'Wrong embed type!';

const EMBED_KINDS = ['report', 'dashboard', 'tile', 'visual'] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];

/** The component for an embed type; an unknown type is refused with the message existing embeds show. */
export function embedKind(embedType: string): EmbedKind {
  const kind = embedType.toLowerCase();
  if (!(EMBED_KINDS as readonly string[]).includes(kind)) throw new Error(WRONG_EMBED_TYPE);
  return kind as EmbedKind;
}

function visualSelectorErrors(config: EmbedConfig): ConfigError[] {
  const errors: ConfigError[] = [];
  if (typeof config.pageName !== 'string' || !config.pageName) errors.push({ message: 'pageName is required' });
  if (typeof config.visualName !== 'string' || !config.visualName) errors.push({ message: 'visualName is required' });
  return errors;
}

function configErrors(config: EmbedConfig, validators: ConfigValidators): ConfigError[] | string {
  switch (config.type) {
    case 'report':
      if (config.embedMode === 'create') {
        if (!config.embedUrl) return EMBED_URL_REQUIRED;
        return validators.validateCreateReport(config) ?? [];
      }
      return validators.validateReportLoad(config) ?? [];
    case 'visual':
      return [...(validators.validateReportLoad({ ...config, type: 'report' }) ?? []), ...visualSelectorErrors(config)];
    case 'dashboard':
      return validators.validateDashboardLoad(config) ?? [];
    case 'tile':
      return validators.validateTileLoad(config) ?? [];
    default:
      return UNKNOWN_CONFIG_TYPE;
  }
}

/** Checks a config before it reaches the client: null when valid, else the errors joined with commas. */
export function validateConfig(config: EmbedConfig, validators: ConfigValidators): string | null {
  const errors = configErrors(config, validators);
  if (typeof errors === 'string') return errors;
  if (errors.length === 0) return null;
  return errors.map((error) => error.detailedMessage || error.message).join(', ');
}
