import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Chooses an option of an antd select as a user does: open the list, click the option. On a loaded machine a
 * click can land while the list is still opening, and the list then stays over the dialog's buttons; this
 * tries again until the choice took and no list is left open.
 */
export async function chooseOption(page: Page, field: Locator, option: Locator): Promise<void> {
  const openList = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(async () => {
    if ((await openList.count()) === 0) await field.click();
    await option.click({ timeout: 3000 });
    await expect(openList).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}
