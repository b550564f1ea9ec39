import type { TFunction } from 'i18next';

/** The server's CustomerId pattern (contract.ts), checked before sending. */
export const CUSTOMER_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Client rules mirroring contract.ts's CustomerCreate/CustomerFields; messages show next to the field. */
export const customerRules = (t: TFunction) => ({
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
    { pattern: /^(\/(?!\/)|https:\/\/)/, message: t('validation.url') },
  ],
});
