/**
 * The HTTP API contract shared by the SPA (core, plugins through plugin-api) and the reference server.
 *
 * The browser accepts every answer the spec allows and what real backends commonly send, and turns it into
 * one form where it is parsed (once, in the http client), so nothing behind it sees the difference:
 * - ids as JSON numbers or strings: customerId, activeCustomerId and tenantId are kept as strings; a menu
 *   item's id and actionId and defaultActionId as numbers (a string of digits is read as its number; a
 *   fraction or text is refused, never rounded). A customer id given as a number is sent back as one.
 * - unknown extra fields are ignored (action data and tenants keep them for whoever reads them);
 * - a missing field, or null where a value is optional, takes the field's default; a field of the wrong
 *   type too, so one odd field never fails a whole answer;
 * - one unusable entry of a list (customers, permissions, tenants, menu items, plugin ids) is dropped,
 *   the others are kept;
 * - flags as true/false or "true"/"false"; linkTarget and environmentType in any letter case;
 * - an identity without a customer list (the spec's identity has none: the list is our addition): the
 *   portal works as the spec describes and shows no customer dropdown. An empty list is different: the
 *   user belongs to no customer, and the home page says the customer configuration is not valid;
 * - a 401 from the identity call reads as "signed out";
 * - calls the spec checks only for success (the customer switch, the report logs) count any 2xx as done,
 *   whatever the body, even none or one that is not JSON.
 * The reference server sends the canonical form, which the OpenAPI document publishes.
 */
export * from './common';
export * from './account';
export * from './settings';
export * from './brand-colours';
export * from './menu';
export * from './action';
export * from './paths';
export * from './links';
export * from './resource-url';
export * from './sessions';
export * from './content-language';
export * from './sync';
export * from './api-keys';
export * from './records';
export * from './search';
export * from './sign-offs';
export * from './favourites';
