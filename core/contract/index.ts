/** The HTTP API contract shared by the SPA (core, plugins through plugin-api) and the reference server. */
export * from './common';
export * from './account';
export * from './settings';
export * from './menu';
export * from './action';
export * from './paths';
