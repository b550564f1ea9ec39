/**
 * The bare React + antd page the portal's signed-in home is compared with (issue 30): Layout, Menu, Card and
 * Typography only. The earlier reference added antd's Table, which the home does not show on first paint: it
 * made the reference slower and flattered the portal.
 */
export const BARE_PAGE = { file: 'bare-shell-page.tsx', title: 'Bare React + antd page' };
