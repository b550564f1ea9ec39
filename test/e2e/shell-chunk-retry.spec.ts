import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, expect, mainNav, test, waitForPortal } from '../../core/plugin-api/testing/e2e';

/** The built chunk that holds a plugin view's module, read from esbuild's metafile. */
function chunkOf(modulePath: string): string {
  const meta = JSON.parse(readFileSync(path.join(ROOT, 'dist/meta.json'), 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  const chunk = Object.entries(meta.outputs).find(
    ([file, output]) => file.endsWith('.js') && modulePath in output.inputs,
  );
  if (!chunk) throw new Error(`no chunk holds ${modulePath}`);
  return path.basename(chunk[0]);
}

test('a view whose code fails to download shows an error, and "Try again" downloads it and shows the view', async ({
  page,
  signIn,
}) => {
  const chunk = chunkOf('plugins/claims/views/ClaimsView.tsx');
  // The download fails until the user asks again: the view's own request and the head start the action page
  // gives it beside the data (shell/pages/ActionDetail.tsx) alike.
  let failing = true;
  let failures = 0;
  let served = 0;
  await page.route(`**/assets/${chunk}*`, async (route) => {
    if (failing) {
      failures += 1;
      await route.abort('failed');
    } else {
      served += 1;
      await route.continue();
    }
  });
  await signIn('anna');
  await waitForPortal(page);
  await mainNav(page).getByRole('link', { name: 'My claims' }).click();
  await expect(page.getByRole('heading', { name: 'This part of the page could not be shown' })).toBeVisible();
  expect(failures).toBeGreaterThanOrEqual(1);
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('columnheader', { name: /claim type/i })).toBeVisible();
  expect(served).toBeGreaterThanOrEqual(1);
  // The rest of the portal kept working all along.
  await expect(mainNav(page)).toBeVisible();
});

test('a plugin whose code fails to download shows the plugin error card, not \'No data received\'; "Try again" loads it', async ({
  page,
  signIn,
}) => {
  // The claims plugin's code (its index.ts: texts and services) loads before its view, the first time it shows.
  const chunk = chunkOf('plugins/claims/index.ts');
  let failing = true;
  await page.route(`**/assets/${chunk}*`, (route) => (failing ? route.abort('failed') : route.continue()));
  await signIn('anna');
  await waitForPortal(page);
  await mainNav(page).getByRole('link', { name: 'My claims' }).click();
  await expect(page.getByRole('heading', { name: 'This part of the page could not be shown' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No data received' })).toHaveCount(0);
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('columnheader', { name: /claim type/i })).toBeVisible();
});
