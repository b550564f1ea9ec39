import { MicrosoftCloudError, type MicrosoftFailureKind } from '../../../server/plugin-api';

/**
 * Entra's AADSTS codes that mean the application has no service principal or no consent in the tenant: the
 * customer (or Partner Center's application consent) has to consent first.
 */
const CONSENT_CODES = new Set([65001, 700016, 7000229, 500011, 650052, 650057]);
/** The tenant does not exist or is not reachable for this app (a wrong tenant id). */
const TENANT_CODES = new Set([90002, 900023, 90072]);

interface EntraErrorBody {
  error?: string;
  error_description?: string;
  error_codes?: number[];
}

/** The failure a token endpoint's refusal means, with Entra's code and message kept for the log and the screen. */
export function tokenFailure(status: number, body: unknown): MicrosoftCloudError {
  const entra = (body ?? {}) as EntraErrorBody;
  const code = Array.isArray(entra.error_codes) ? entra.error_codes[0] : undefined;
  const detail = firstLine(entra.error_description) ?? entra.error ?? `HTTP ${status}`;
  const details = { status, code: code === undefined ? entra.error : `AADSTS${code}`, detail };
  if (status === 429 || entra.error === 'temporarily_unavailable')
    return new MicrosoftCloudError('throttled', 'Microsoft Entra ID asks to wait before signing in again.', details);
  if (status >= 500)
    return new MicrosoftCloudError('unavailable', 'Microsoft Entra ID cannot be reached now.', details);
  if (code !== undefined && CONSENT_CODES.has(code))
    return new MicrosoftCloudError(
      'consent-missing',
      "The portal's application is not consented in the tenant.",
      details,
    );
  if (code !== undefined && TENANT_CODES.has(code))
    return new MicrosoftCloudError('refused', 'Microsoft Entra ID does not know this tenant.', details);
  return new MicrosoftCloudError('refused', "Microsoft Entra ID refused the portal's sign-in.", details);
}

/** Entra's description without its trace lines (trace and correlation ids are for Microsoft support, not the screen). */
function firstLine(description: string | undefined): string | undefined {
  if (!description) return undefined;
  return description.split(/\r?\n| Trace ID:/)[0]?.trim() || undefined;
}

/** The code and message of a Graph, ARM or Partner Center error body. */
export function serviceError(body: unknown): { code?: string; detail?: string } {
  if (!body || typeof body !== 'object') return {};
  const outer = body as { error?: { code?: unknown; message?: unknown }; code?: unknown; description?: unknown };
  if (outer.error && typeof outer.error === 'object')
    return { code: text(outer.error.code), detail: text(outer.error.message) };
  return { code: text(outer.code), detail: text(outer.description) };
}

const text = (value: unknown) =>
  typeof value === 'string' ? value.slice(0, 500) : typeof value === 'number' ? String(value) : undefined;

export function callFailure(kind: MicrosoftFailureKind, message: string, status: number, body: unknown) {
  return new MicrosoftCloudError(kind, message, { status, ...serviceError(body) });
}
