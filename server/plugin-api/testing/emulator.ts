/**
 * Reading the analytics emulator's tokens, for tests of plugins that embed analytics content: what a minted
 * token names (item and action) and how long it lives.
 */
export { DEMO_TOKEN_LIFETIME_MS, TOKEN_LIFETIME_MS, verifyEmulatorToken } from '../../emulator/tokens';
export type { EmulatorTokenPayload } from '../../emulator/tokens';
