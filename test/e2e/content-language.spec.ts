import { expect, test } from '../../core/plugin-api/testing/e2e';
import { CUSTOMERS, mainNav, setActiveCustomer, waitForPortal } from '../../core/plugin-api/testing/e2e';

/**
 * One language per screen, the provider's texts included (issue 29): the menu and an html card's heading come in
 * the browser's language at Contoso (whose texts were English) and at Fabrikam (whose texts were Dutch).
 */
const READERS = [
  {
    locale: 'nl-NL',
    nav: 'Hoofdnavigatie',
    shown: ['Rapportages', 'Azure aanbevelingen', 'Contactgegevens'],
    absent: ['Reports', 'Azure recommendations', 'Contact details'],
  },
  {
    locale: 'en-US',
    nav: 'Main navigation',
    shown: ['Reports', 'Azure recommendations', 'Contact details'],
    absent: ['Rapportages', 'Azure aanbevelingen', 'Contactgegevens'],
  },
] as const;

for (const reader of READERS) {
  test.describe(`a ${reader.locale} reader`, () => {
    test.use({ locale: reader.locale });

    test("sees the provider's menu and card headings in the language of the screen", async ({ page, signIn }) => {
      await signIn('anna');
      await waitForPortal(page, reader.nav);
      const nav = mainNav(page, reader.nav);
      await expect(nav.getByText(reader.shown[0], { exact: true })).toBeVisible();
      await expect(nav.getByText(reader.shown[1], { exact: true })).toBeAttached();
      await expect(nav.getByText(reader.absent[0], { exact: true })).toHaveCount(0);
      await setActiveCustomer(page, CUSTOMERS.fabrikam);
      try {
        await page.goto('/action/205');
        await expect(page.getByRole('heading', { level: 1, name: reader.shown[2] })).toBeVisible();
        await expect(mainNav(page, reader.nav).getByText(reader.shown[0], { exact: true })).toBeVisible();
        await expect(mainNav(page, reader.nav).getByText(reader.absent[2], { exact: true })).toHaveCount(0);
      } finally {
        await setActiveCustomer(page, CUSTOMERS.contoso);
      }
    });
  });
}
