import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  createTestPortal as createCorePortal,
  type TestPortal,
  type TestPortalOptions,
} from '../../core/plugin-api/testing';
import { installShellServices, PortalApp } from '../../shell/app/PortalApp';
import claims from '../../plugins/claims/manifest';
import html from '../../plugins/html/manifest';
import link from '../../plugins/link/manifest';
import en from '../../shell/locales/en.json';
import nl from '../../shell/locales/nl.json';

/** Real plugins for the cross-cutting shell tests (the build's catalog lists every folder's manifest). */
export const builtInPlugins = { claims, html, link };

/** A test portal with the shell's texts; by default the claims, html and link plugins. */
export function createTestPortal(options: TestPortalOptions = {}): TestPortal {
  return createCorePortal({ plugins: builtInPlugins, coreTexts: { en, nl }, ...options });
}

/** Starts the portal and renders the whole app at `path`; resolves once start-up finished. */
export async function renderPortal(test: TestPortal, path = '/') {
  installShellServices(test.portal);
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <PortalApp portal={test.portal} router={false} />
    </MemoryRouter>,
  );
  await test.portal.start();
  await waitFor(() => expect(test.portal.started).toBe(true));
  return view;
}

export { screen };
export { defaultBackend } from '../../core/plugin-api/testing';
