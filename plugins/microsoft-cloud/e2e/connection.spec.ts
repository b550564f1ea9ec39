import { expect, signInAsId, testWithOwnServer } from '../../../core/plugin-api/testing/e2e';

/** This file's server is connected to the Microsoft cloud emulator, as `npm start` is (the kit's is not). */
const test = testWithOwnServer({}, { microsoftCloud: true });

/**
 * The demo runs the connection through the same code as production: the e2e server, like `npm start`, is
 * pointed at the Microsoft cloud emulator (MICROSOFT_*, its certificate in NODE_EXTRA_CA_CERTS), and the
 * provider administrator tests a customer's connection from the customer editor.
 */
test("a provider administrator tests a customer's Microsoft connection in the customer editor", async ({
  page,
  server,
  snap,
}) => {
  expect(server.microsoftCloud?.env.MICROSOFT_GRAPH_URL).toBe(server.microsoftCloud?.origin);
  await signInAsId(page, 'petra', '/admin/customers');
  await page.getByRole('button', { name: 'Edit Northwind Bouw' }).click({ timeout: 30_000 });
  const section = page.getByRole('dialog').getByRole('group', { name: 'Microsoft connection' });
  await expect(section.getByText('8a6e1f0c-3d5b-4e2a-9c71-0f1e2d3c4b03')).toBeVisible({ timeout: 30_000 });
  await section.getByRole('button', { name: 'Test connection' }).click();
  await expect(section.getByText('Connected: the last call to Microsoft succeeded.')).toBeVisible({ timeout: 20_000 });
  await expect(section.getByText('Tested: the state below is the outcome.')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await snap('issue31-msconn-connection-tested');
});
