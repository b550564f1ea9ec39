/** Turns whatever the client threw or the frame reported into one readable message. */
export function describeEmbedError(error: unknown): string {
  if (Array.isArray(error)) {
    return error
      .map((entry) => describeEmbedError(entry))
      .filter(Boolean)
      .join(', ');
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    const { detailedMessage, message } = error as { detailedMessage?: unknown; message?: unknown };
    if (typeof detailedMessage === 'string' && detailedMessage) return detailedMessage;
    if (typeof message === 'string') return message;
  }
  return '';
}

export interface FrameErrorDetail {
  message?: string;
  detailedMessage?: string;
  errorCode?: string;
  level?: number;
}

const TRACE_ERROR = 3;
const TRACE_EXPECTED_ERROR = 4;

export function isTokenExpired(detail: unknown): boolean {
  const { message, errorCode } = (detail ?? {}) as FrameErrorDetail;
  return message === 'TokenExpired' || errorCode === 'TokenExpired';
}

/** An error event that stops the embed (shown as the error card): no level, or an error level other than expected. */
export function isBlockingError(detail: unknown): boolean {
  const { level } = (detail ?? {}) as FrameErrorDetail;
  return level === undefined || (level >= TRACE_ERROR && level !== TRACE_EXPECTED_ERROR);
}
