import { rateLimitCeilingProblems, type RateLimits } from './security/rate-limit-config';
import { alphabetSize, estimatedEntropyBits } from './security/secret-strength';

/**
 * What stops a production start (NODE_ENV=production): each unsafe setting gets its own message, naming the
 * variable and what it needs, so one failed start lists everything to fix.
 */
export interface ProductionSettings {
  /** SESSION_SECRET as given (a production server never generates one). */
  sessionSecret: string | undefined;
  /** DEMO_MODE as read (true when explicitly switched on). */
  demoMode: boolean;
  /** PUBLIC_ORIGIN as given. */
  publicOrigin: string | undefined;
  /** How many identity providers ENTRA_* and OIDC_* configure (server/auth/oidc-config.ts). */
  identityProviders: number;
  /** What is wrong with their settings, when something is (then they count as none). */
  identityProviderProblem?: string | null;
  /** TRUST_PROXY as read: the server speaks plain http, so TLS ends at a proxy whose headers it must trust. */
  trustProxy?: boolean;
  /** EMAIL_SIGN_IN as read: sign-in links go out by mail. */
  emailSignIn?: boolean;
  /** SMTP_URL as given. */
  smtpUrl?: string | undefined;
  /** RATE_LIMITS and RATE_LIMIT_* as read: false when switched off; the limits, checked against their ceilings. */
  rateLimits?: RateLimits | boolean;
}

const MIN_SECRET_LENGTH = 32;
/**
 * NIST SP 800-131A's minimum security strength for a key. A random secret of 32 base64 characters is
 * estimated at 160 bits or more; 32 random hex characters (128 bits) at 112 or more all but once in 2,000.
 */
export const MIN_SECRET_BITS = 112;
/** A random secret of 32 characters uses far more; a phrase or a repeated character far fewer. Hex: half its 16. */
const MIN_DISTINCT_CHARACTERS = 12;
// Words of six letters or more: a random secret holds one by chance about once in a billion.
const PLACEHOLDERS = /(change.?me|secret|password|example|default)/i;

const GENERATE = 'generate one with `openssl rand -base64 48`';

export function sessionSecretProblem(secret: string | undefined): string | null {
  const value = secret?.trim() ?? '';
  if (value === '') return `SESSION_SECRET is not set: a production server never generates its own (${GENERATE}).`;
  if (value.length < MIN_SECRET_LENGTH)
    return `SESSION_SECRET is too short (${value.length} characters, at least ${MIN_SECRET_LENGTH}): ${GENERATE}.`;
  if (new Set(value).size < Math.min(MIN_DISTINCT_CHARACTERS, alphabetSize(value) / 2) || PLACEHOLDERS.test(value)) {
    return `SESSION_SECRET looks chosen by hand (too few different characters, or a word such as "secret"): ${GENERATE}.`;
  }
  const bits = Math.floor(estimatedEntropyBits(value));
  if (bits < MIN_SECRET_BITS) {
    return `SESSION_SECRET is guessable: about ${bits} bits of entropy, at least ${MIN_SECRET_BITS} needed (runs such as "abcd" or "1234" and repeated parts count for nothing): ${GENERATE}.`;
  }
  return null;
}

export function productionProblems(settings: ProductionSettings): string[] {
  const problems: string[] = [];
  const secret = sessionSecretProblem(settings.sessionSecret);
  if (secret) problems.push(secret);
  if (settings.demoMode) {
    problems.push(
      'DEMO_MODE is on: the demo sign-in lets anyone in as a demo user. Leave DEMO_MODE unset (or false) in production.',
    );
  }
  if (settings.identityProviderProblem) {
    problems.push(settings.identityProviderProblem);
  } else if (settings.identityProviders === 0) {
    problems.push(
      'No sign-in provider is configured: set OIDC_ISSUER and OIDC_CLIENT_ID (and OIDC_CLIENT_SECRET), or ENTRA_CLIENT_ID and ENTRA_TENANTS, as the README describes.',
    );
  }
  if (settings.emailSignIn && !settings.smtpUrl?.trim()) {
    problems.push(
      'EMAIL_SIGN_IN is on but SMTP_URL is not set: the sign-in links would never leave the outbox. Set SMTP_URL (and MAIL_FROM), or turn EMAIL_SIGN_IN off.',
    );
  }
  if (settings.trustProxy === false) {
    problems.push(
      "TRUST_PROXY is off: the server speaks plain http, so behind the TLS proxy that serves PUBLIC_ORIGIN it must trust the proxy's X-Forwarded-* headers, or its cookies lose Secure. Set TRUST_PROXY to the number of proxies in front of the server (usually 1) or to their addresses (and let only the proxy reach the server).",
    );
  }
  if (settings.rateLimits === false) {
    problems.push(
      'RATE_LIMITS is off: sign-in, registration and every write would be unlimited. Leave RATE_LIMITS unset and tune the RATE_LIMIT_* variables instead.',
    );
  } else if (typeof settings.rateLimits === 'object') {
    problems.push(...rateLimitCeilingProblems(settings.rateLimits));
  }
  const origin = settings.publicOrigin?.trim() ?? '';
  if (origin === '') {
    problems.push('PUBLIC_ORIGIN is not set: give the https address users open, e.g. https://portal.example.com.');
  } else if (!/^https:\/\//i.test(origin)) {
    problems.push(
      `PUBLIC_ORIGIN must be an https address in production (session cookies are sent over TLS only), got "${origin}".`,
    );
  }
  return problems;
}

/** The error a refused production start ends with: one line per problem. */
export class UnsafeProductionConfig extends Error {
  constructor(readonly problems: string[]) {
    super(`Refusing to start in production (NODE_ENV=production):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'UnsafeProductionConfig';
  }
}
