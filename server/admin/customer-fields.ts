import {
  contrastRatio,
  DARK_TEXT,
  isHexColour,
  LIGHT_TEXT,
  MIN_TEXT_CONTRAST,
  TEXT_ON_PRIMARY,
} from '../../core/contract';
import { HttpError } from '../http/errors';
import { checkedResourceUrl, type UrlRules } from '../security/configured-url';

/** A customer id: a slug, as the invite command's --customer already requires for new customers. */
export const CUSTOMER_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const MAX_CUSTOMER_NAME = 200;
const MAX_TEXT = 2000;
const PLUGIN_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const THEME = /^[A-Za-z0-9_-]{1,64}$/;

/** The editable fields of a customer; null clears a field (plugins null: every plugin). */
export interface CustomerFields {
  name: string;
  theme: string | null;
  logoUrl: string | null;
  customStylesheet: string | null;
  plugins: string[] | null;
  monitoringLocation: string | null;
  /** #rrggbb behind white text (primary buttons): must read at WCAG AA. Null: the theme's. */
  primaryColor: string | null;
  /** #rrggbb of the top bar, whose text is dark or white, whichever reads better. Null: the theme's. */
  headerColor: string | null;
}

export const EMPTY_CUSTOMER_FIELDS: Omit<CustomerFields, 'name'> = Object.freeze({
  theme: null,
  logoUrl: null,
  customStylesheet: null,
  plugins: null,
  monitoringLocation: null,
  primaryColor: null,
  headerColor: null,
});

/**
 * What is wrong with the fields, one message per problem (empty: fine). Links are checked with the rule the
 * portal applies when it reads them (checkedResourceUrl, with the deployment's `rules`), so nothing is stored
 * that the portal would then refuse to hand to the browser.
 */
export function customerFieldProblems(fields: Partial<CustomerFields>, rules: UrlRules): string[] {
  const problems: string[] = [];
  if (fields.name !== undefined && (fields.name.trim() === '' || fields.name.trim().length > MAX_CUSTOMER_NAME)) {
    problems.push(`name must be 1 to ${MAX_CUSTOMER_NAME} characters`);
  }
  if (fields.theme != null && !THEME.test(fields.theme))
    problems.push('theme must be 1 to 64 letters, digits, "-" or "_"');
  for (const [key, value] of [
    ['logoUrl', fields.logoUrl],
    ['customStylesheet', fields.customStylesheet],
    ['monitoringLocation', fields.monitoringLocation],
  ] as const) {
    if (value == null) continue;
    if (value.length > MAX_TEXT || checkedResourceUrl(value, rules) === null) {
      problems.push(
        `${key} must be a path of this portal (/static/...) or an https address${rules.allowLoopbackHttp ? ' (http only to localhost)' : ''}, without backslashes or control characters, a user name or password, at most ${MAX_TEXT} characters`,
      );
    }
  }
  if (fields.plugins != null) {
    const bad = fields.plugins.filter((id) => !PLUGIN_ID.test(id));
    if (bad.length > 0 || fields.plugins.length > 100)
      problems.push(`plugins must be plugin ids (kebab-case), got ${bad.map((id) => JSON.stringify(id)).join(', ')}`);
  }
  problems.push(...colourProblems(fields));
  return problems;
}

const ratio = (value: number) => `${Math.floor(value * 100) / 100}:1`;

/** Brand colours: #rrggbb, and readable, the contrast computed as WCAG defines it. */
function colourProblems(fields: Partial<CustomerFields>): string[] {
  const problems: string[] = [];
  for (const key of ['primaryColor', 'headerColor'] as const) {
    const value = fields[key];
    if (value != null && !isHexColour(value)) problems.push(`${key} must be a colour as #rrggbb`);
  }
  if (isHexColour(fields.primaryColor)) {
    const onPrimary = contrastRatio(fields.primaryColor, TEXT_ON_PRIMARY);
    if (onPrimary < MIN_TEXT_CONTRAST)
      problems.push(
        `primaryColor ${fields.primaryColor} gives white text a contrast of ${ratio(onPrimary)}, below ${MIN_TEXT_CONTRAST}:1 (WCAG AA): choose a darker colour`,
      );
  }
  if (isHexColour(fields.headerColor)) {
    const best = Math.max(contrastRatio(fields.headerColor, DARK_TEXT), contrastRatio(fields.headerColor, LIGHT_TEXT));
    if (best < MIN_TEXT_CONTRAST)
      problems.push(
        `headerColor ${fields.headerColor} gives its text at most a contrast of ${ratio(best)}, below ${MIN_TEXT_CONTRAST}:1 (WCAG AA): choose a lighter or darker colour`,
      );
  }
  return problems;
}

export function checkCustomerId(id: string): void {
  if (!CUSTOMER_ID_PATTERN.test(id))
    throw new HttpError(
      400,
      `A customer's id must be lower-case letters, digits and hyphens (at most 64), got "${id}".`,
    );
}

export function checkCustomerFields(fields: Partial<CustomerFields>, rules: UrlRules): void {
  const problems = customerFieldProblems(fields, rules);
  if (problems.length > 0) throw new HttpError(400, `Invalid customer: ${problems.join('; ')}.`);
}
