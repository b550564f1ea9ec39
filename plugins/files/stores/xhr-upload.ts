import { ApiError, CSRF_COOKIE, CSRF_HEADER } from '../../../core/contract';

export type UploadAnswer =
  | { ok: true; status: number; body: unknown }
  | { ok: false; status: number; reason: 'http' | 'network'; message: string };

/** Sends a file's bytes and reports the progress (0 to 1); never throws. */
export type Uploader = (path: string, file: Blob, onProgress: (fraction: number) => void) => Promise<UploadAnswer>;

/** The CSRF cookie's token, read as the core http client reads it (__Host- prefixed over https). */
export function csrfTokenFrom(cookies: string): string {
  const parts = cookies.split(';').map((part) => part.trim());
  for (const name of [`__Host-${CSRF_COOKIE}`, CSRF_COOKIE]) {
    const cookie = parts.find((part) => part.startsWith(`${name}=`));
    if (cookie) return decodeURIComponent(cookie.slice(name.length + 1));
  }
  return '';
}

const readJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The upload over XMLHttpRequest: fetch reports no upload progress. Same origin, the CSRF header, the raw
 * bytes as application/octet-stream (the server's upload route takes nothing else).
 */
export const xhrUpload: Uploader = (path, file, onProgress) =>
  new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, csrfTokenFrom(document.cookie));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = readJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve({ ok: true, status: xhr.status, body });
      const error = ApiError.safeParse(body);
      resolve({
        ok: false,
        status: xhr.status,
        reason: 'http',
        message: error.success ? error.data.message : xhr.statusText,
      });
    };
    xhr.onerror = () =>
      resolve({ ok: false, status: 0, reason: 'network', message: 'The upload did not reach the server.' });
    xhr.ontimeout = xhr.onerror;
    xhr.send(file);
  });
