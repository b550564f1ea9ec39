/**
 * Imports a lazy module again after a failure. Browsers may keep a failed dynamic import in their module
 * map, so calling the same `import()` again can fail at once without a request; the module's URL, which
 * the browser names in its error message, is then imported under a fresh query string. Only URLs of this
 * page's origin are retried.
 */
export async function importWithRetry<T>(load: () => Promise<T>, attempt: number): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const url = attempt > 0 ? failedModuleUrl(error) : null;
    if (!url) throw error;
    const retryUrl = new URL(url);
    retryUrl.searchParams.set('retry', String(attempt));
    return (await import(/* @vite-ignore */ retryUrl.href)) as T;
  }
}

/** The same-origin module URL named in a failed dynamic import's message (Chromium, Firefox), or null. */
export function failedModuleUrl(error: unknown, origin = globalThis.location?.origin): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const match = /(https?:\/\/[^\s'"]+\.m?js)\b/.exec(message);
  if (!match || !origin) return null;
  try {
    return new URL(match[1]).origin === origin ? match[1] : null;
  } catch {
    return null;
  }
}
