import { ApiPaths, LINK_TARGETS } from '../../core/contract';
import type { JsonSchema } from './json-schema';

/**
 * The spec's core calls as JSON Schemas of what the portal ACCEPTS (not of what the reference server happens
 * to send): the tolerant side of core/contract, written out. The browser's zod schemas cannot produce this
 * themselves: their lenient fields catch any value, so their generated input schema says "anything" for
 * every field, and their output schema is the reference server's canonical form (ids as strings, every
 * field present), which would fail a backend that follows the spec to the letter.
 *
 * The rules are those of core/contract/index.ts:
 * - ids as JSON numbers or strings; numeric ids (menu ids, action ids, defaultActionId) also as digit text;
 * - flags as true/false or the text "true"/"false" in any case; linkTarget in any letter case;
 * - null where a value is optional, optional fields missing, unknown extra fields ignored;
 * - an identity without a customer list; a 401 for a signed-out identity call;
 * - the customer switch and the report logs are checked for success only: any 2xx, any body.
 *
 * What stays required is what the portal cannot work without. test/contract/core-contract.test.ts keeps
 * these schemas and the browser's parsers in step.
 */

/** A regular expression for one of `words` in any letter case, with surrounding spaces allowed. */
export function anyCase(words: readonly string[]): string {
  const letters = (word: string) =>
    [...word]
      .map((c) =>
        /[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&'),
      )
      .join('');
  return `^\\s*(${words.map(letters).join('|')})\\s*$`;
}

export const Id: JsonSchema = {
  description: 'an id (text or number)',
  anyOf: [{ type: 'string', minLength: 1 }, { type: 'integer' }],
};
export const NumericId: JsonSchema = {
  description: 'a whole number (or its digits as text)',
  anyOf: [{ type: 'integer' }, { type: 'string', pattern: '^\\s*-?\\d{1,15}\\s*$' }],
};
export const Flag: JsonSchema = {
  description: 'true/false (or the text "true"/"false")',
  anyOf: [{ type: 'boolean' }, { type: 'string', pattern: anyCase(['true', 'false']) }],
};
const optionalText: JsonSchema = { type: ['string', 'null'] };
const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
const textList: JsonSchema = { type: 'array', items: { type: 'string' } };

/** GET /app/publicsettings. None of the spec's fields is required: the portal has a default for each. */
export const PublicSettingsSchema: JsonSchema = {
  type: 'object',
  properties: {
    logoUrl: optionalText,
    customStylesheet: optionalText,
    instrumentationKey: optionalText,
    theme: optionalText,
    applicationName: optionalText,
    staticHost: optionalText,
    // Additions of this portal, all optional.
    plugins: nullable(textList),
    environmentType: nullable({
      type: 'string',
      pattern: anyCase(['development', 'test', 'acceptance', 'production']),
    }),
    analyticsFrames: nullable({ type: 'object', required: ['origin'], properties: { origin: { type: 'string' } } }),
    // The customer's brand colours, #rrggbb; anything else is ignored (the theme's colours stay).
    primaryColor: nullable({ type: 'string', pattern: '^#[0-9a-fA-F]{6}$' }),
    headerColor: nullable({ type: 'string', pattern: '^#[0-9a-fA-F]{6}$' }),
    // Where readers report an accessibility problem (the statement at /accessibility).
    accessibilityContact: optionalText,
  },
};
export const PUBLIC_SETTINGS_FIELDS = [
  'logoUrl',
  'customStylesheet',
  'instrumentationKey',
  'theme',
  'applicationName',
  'staticHost',
] as const;

const CustomerSchema: JsonSchema = {
  type: 'object',
  required: ['customerId'],
  properties: { customerId: Id, customerName: optionalText, plugins: nullable(textList) },
};

/**
 * GET /account/me for a signed-in user. isAuthenticated and isAuthorized decide what the portal shows and
 * userName is whom the welcome card greets; the other fields have defaults. `customers` and `runAsSession`
 * are our additions and may be absent.
 */
export const IdentitySchema: JsonSchema = {
  type: 'object',
  required: ['isAuthenticated', 'isAuthorized', 'userName'],
  properties: {
    userName: { type: 'string' },
    isAuthenticated: Flag,
    isAuthorized: Flag,
    initials: optionalText,
    permissions: nullable(textList),
    oid: optionalText,
    fullName: optionalText,
    firstName: optionalText,
    lastName: optionalText,
    activeCustomerId: nullable(Id),
    runAsUser: optionalText,
    runAsSession: Flag,
    defaultActionId: nullable(NumericId),
    customers: nullable({ type: 'array', items: CustomerSchema }),
  },
};
export const IDENTITY_FIELDS = [
  'userName',
  'isAuthenticated',
  'isAuthorized',
  'initials',
  'permissions',
  'oid',
  'fullName',
  'firstName',
  'lastName',
  'activeCustomerId',
  'runAsUser',
  'defaultActionId',
] as const;

/** GET /account/me for a signed-out caller (when it answers 200 rather than 401). */
export const SignedOutIdentitySchema: JsonSchema = {
  type: 'object',
  required: ['isAuthenticated'],
  properties: { isAuthenticated: Flag, isAuthorized: Flag },
};

/** One item of GET /api/menuitems/, nested by subMenuItems. */
export const MenuItemSchema: JsonSchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: NumericId,
    name: { type: 'string' },
    actionId: nullable(NumericId),
    actionType: optionalText,
    linkUrl: optionalText,
    linkTarget: nullable({
      type: 'string',
      pattern: anyCase(LINK_TARGETS),
      description: `one of ${LINK_TARGETS.join(', ')}`,
    }),
    isHomepage: nullable(Flag),
    icon: optionalText,
    subMenuItems: nullable({ type: 'array', items: { $ref: '#/$defs/MenuItem' } }),
  },
};
export const MENU_ITEM_FIELDS = [
  'id',
  'name',
  'actionId',
  'actionType',
  'linkUrl',
  'linkTarget',
  'isHomepage',
  'subMenuItems',
] as const;

export const MenuSchema: JsonSchema = {
  type: 'array',
  items: { $ref: '#/$defs/MenuItem' },
  $defs: { MenuItem: MenuItemSchema },
};

/** GET /api/action/{id}/: actionType picks the view; the other fields belong to the view's plugin. */
export const ActionSchema: JsonSchema = {
  type: 'object',
  required: ['actionType'],
  properties: { actionType: { type: 'string', minLength: 1 } },
};

/** GET /api/PowerBIAccessToken/RefreshEmbedTokenForAction/{actionId}/: read for embedToken. */
export const EmbedTokenSchema: JsonSchema = {
  type: 'object',
  required: ['embedToken'],
  properties: { embedToken: { type: 'string', minLength: 1 }, expiration: optionalText },
};

/** GET /api/account: the deletion dates, ISO 8601 text or null. */
export const AccountInfoSchema: JsonSchema = {
  type: 'object',
  properties: { accountDeletionRequestDate: optionalText, accountDeletionDate: optionalText },
};

/** GET /api/account/tenants: a list, stored as is (the spec names no fields). */
export const TenantsSchema: JsonSchema = { type: 'array' };

/** GET /api/managedservices/monitoring */
export const MonitoringSchema: JsonSchema = {
  type: 'object',
  properties: { monitoringLocation: optionalText },
};

const json = (schema: JsonSchema, description = 'Success') => ({
  description,
  content: { 'application/json': { schema } },
});
const successOnly = { '2XX': { description: 'Any success; the body is not read' } };

/**
 * The core part of the contract as an OpenAPI 3.1 document: what the checker holds a backend to when the
 * backend publishes no document of its own.
 */
export function coreOpenApiDocument() {
  const strip = (path: string) => path.replace(/\/+$/, '');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Customer portal: core calls as the portal accepts them',
      version: '1',
      description:
        'Generated by scripts/contract-test from core/contract. Every path is answered with and without a trailing slash.',
    },
    paths: {
      [ApiPaths.publicSettings]: { get: { responses: { 200: json(PublicSettingsSchema) } } },
      [ApiPaths.identity]: {
        get: {
          responses: {
            200: json({ anyOf: [IdentitySchema, SignedOutIdentitySchema] }),
            401: { description: 'Signed out' },
          },
        },
      },
      [strip(ApiPaths.menuItems)]: { get: { responses: { 200: json(MenuSchema) } } },
      '/api/action/{id}': {
        get: { responses: { 200: json(ActionSchema), 404: { description: 'No such action for this user' } } },
      },
      '/api/PowerBIAccessToken/RefreshEmbedTokenForAction/{actionId}': {
        get: { responses: { 200: json(EmbedTokenSchema) } },
      },
      '/api/Report/LogDataSelected/{actionId}': { post: { responses: successOnly } },
      '/api/Report/LogPageChange/{actionId}': { post: { responses: successOnly } },
      '/api/Report/LogPageLoaded/{actionId}': { post: { responses: successOnly } },
      [ApiPaths.accountInfo]: { get: { responses: { 200: json(AccountInfoSchema) } } },
      [ApiPaths.tenants]: { get: { responses: { 200: json(TenantsSchema) } } },
      [ApiPaths.monitoring]: { get: { responses: { 200: json(MonitoringSchema) } } },
      [ApiPaths.activeCustomer]: { post: { responses: successOnly } },
    },
  };
}
