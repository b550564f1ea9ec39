import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createTestPortal, makeTempDir, type TestPortal } from '../../server/plugin-api/testing';
import type { ServerConfig } from '../../server/server-config';

/** What the build's meta.json holds in these tests: a probe that finds it in an answer found the file. */
export const META_MARKER = 'esbuild-meta-marker';
export const SOURCE_MARKER = 'original-source-marker';

/** A test portal whose dist/ also holds meta.json and a source map with sources, as a real build does. */
export async function portalWithBuildFiles(
  config: Partial<ServerConfig> = {},
  seedDemo?: boolean,
): Promise<TestPortal> {
  const dir = makeTempDir();
  writeFileSync(path.join(dir.distDir, 'meta.json'), JSON.stringify({ inputs: { [META_MARKER]: {} } }));
  writeFileSync(
    path.join(dir.distDir, 'assets', 'main-ABC123.js.map'),
    JSON.stringify({ version: 3, sourcesContent: [SOURCE_MARKER] }),
  );
  const portal = await createTestPortal({ dir, config, seedDemo });
  return {
    ...portal,
    close: async () => {
      await portal.close();
      dir.cleanup();
    },
  };
}

/** The headers every answer carries (server/security/headers.ts). */
export function expectSecurityHeaders(response: LightMyRequestResponse | { headers: Record<string, unknown> }): void {
  const h = response.headers;
  expect(String(h['content-security-policy'])).toContain("default-src 'self'");
  expect(String(h['content-security-policy'])).toContain("script-src 'self'");
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['x-frame-options']).toBe('SAMEORIGIN');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toBeTruthy();
  expect(h['cross-origin-opener-policy']).toBe('same-origin');
}

/** A CSP as directive -> sources. */
export function directivesOf(csp: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v]),
  );
}
