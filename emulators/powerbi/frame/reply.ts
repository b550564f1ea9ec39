import * as models from 'powerbi-models';

/** A frame answer to one client request: the status code and body http-post-message sends back. */
export interface Reply {
  status: number;
  body?: unknown;
}

/** The error shape the service posts (in `error` events and in failed answers): powerbi-models' IError. */
export interface EmbedError {
  message: string;
  detailedMessage: string;
  errorCode: string;
  level: models.TraceType;
}

export const FATAL = models.TraceType.Fatal;
export const NON_FATAL = models.TraceType.Error;

export const accepted = (): Reply => ({ status: 202, body: {} });
export const ok = (body: unknown): Reply => ({ status: 200, body });

/** A refused call, in the service's error shape. */
export function refused(status: number, message: string, detailedMessage: string): Reply {
  const body: EmbedError = { message, detailedMessage, errorCode: String(status), level: NON_FATAL };
  return { status, body };
}

export const invalidParameters = (detail: string): Reply => refused(400, 'Invalid parameters', detail);
export const notInViewMode = (what: string): Reply =>
  refused(400, 'InvalidOperation', `${what} is only supported in edit mode`);

/** Validation errors of powerbi-models, joined into one sentence. */
export function problemsOf(errors: models.IError[] | undefined): string {
  return (errors ?? []).map((e) => e.message).join(', ');
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
