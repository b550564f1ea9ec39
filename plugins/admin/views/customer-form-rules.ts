import type { TFunction } from 'i18next';
import { checkedResourceUrl, HEX_COLOUR } from '../../../core/plugin-api';
import { formatRatio, headerContrast, isReadable, primaryContrast } from './branding/colour-contrast';

const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** A brand colour: empty, or #rrggbb whose text reads at WCAG AA (the server refuses anything else). */
const colourRules = (t: TFunction, language: string, contrast: (hex: string) => number | null, lowKey: string) => [
  { pattern: HEX_COLOUR, message: t('branding.colourFormat') },
  {
    validator: async (_: unknown, value: string | undefined) => {
      const ratio = value ? contrast(value) : null;
      if (!isReadable(ratio)) throw new Error(t(lowKey, { ratio: formatRatio(ratio!, language) }));
    },
  },
];

/** The server's CustomerId pattern (contract.ts), checked before sending. */
export const CUSTOMER_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Client rules mirroring contract.ts's CustomerCreate/CustomerFields; messages show next to the field. */
export const customerRules = (t: TFunction, language = 'en') => ({
  id: [
    { required: true, message: t('validation.required') },
    { pattern: CUSTOMER_ID_PATTERN, message: t('validation.customerId') },
  ],
  name: [
    { required: true, whitespace: true, message: t('validation.required') },
    { max: 200, message: t('validation.maxLength', { max: 200 }) },
  ],
  theme: [{ max: 64, message: t('validation.maxLength', { max: 64 }) }],
  url: [
    { max: 2000, message: t('validation.maxLength', { max: 2000 }) },
    {
      // The server's rule (it also knows whether this deployment allows http to localhost: a demo does).
      validator: async (_: unknown, value: string | undefined) => {
        if (value?.trim() && checkedResourceUrl(value, { allowLoopbackHttp: true }) === null)
          throw new Error(t('validation.url'));
      },
    },
  ],
  primaryColor: colourRules(t, language, primaryContrast, 'branding.contrastLow'),
  headerColor: colourRules(t, language, headerContrast, 'branding.contrastLowHeader'),
  tenantIds: [
    {
      validator: async (_: unknown, value: string[] | undefined) => {
        const bad = (value ?? []).find((id) => !GUID.test(id.trim()));
        if (bad !== undefined) throw new Error(t('branding.tenantIdInvalid', { value: bad }));
      },
    },
  ],
  plugins: [
    {
      validator: async (_: unknown, value: string[] | null | undefined) => {
        if (Array.isArray(value) && value.length === 0) throw new Error(t('branding.pluginsNone'));
      },
    },
  ],
});
