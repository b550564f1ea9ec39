import { chooseOption, expect, signInAsId, test, waitForPortal } from '../../core/plugin-api/testing/e2e';

/**
 * The administration's customer editor in every shipped theme, axe-clean (contrast included): the portal's theme
 * (antd's colours: the report plugin's "Remove workspace" button) and the branding preview's theme (its chip and
 * menu item), each switched on the open editor without a reload: the portal starts in theme2 (a stored choice), the
 * top bar's switch then takes it to theme-dark and back to theme1.
 */
const THEME_KEY = 'msp-portal.theme';

/**
 * The WCAG contrast of an element's text and of its border against what is behind it (its own background, else the
 * nearest ancestor's). axe leaves both parts "incomplete" inside the editor's drawer, so they are measured here.
 */
function contrastOf(element: Element): { text: number; border: number } {
  const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = ([r, g, b]: number[]) =>
    [r!, g!, b!]
      .map((v) => v / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  const ratio = (a: number[], b: number[]) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  let behind: Element | null = element;
  while (behind && (rgb(getComputedStyle(behind).backgroundColor)[3] ?? 1) === 0) behind = behind.parentElement;
  const background = rgb(getComputedStyle(behind ?? document.body).backgroundColor);
  const style = getComputedStyle(element);
  const parentBackground = (() => {
    let at = element.parentElement;
    while (at && (rgb(getComputedStyle(at).backgroundColor)[3] ?? 1) === 0) at = at.parentElement;
    return rgb(getComputedStyle(at ?? document.body).backgroundColor);
  })();
  return {
    text: Math.round(ratio(rgb(style.color), background) * 100) / 100,
    border: Math.round(ratio(rgb(style.borderTopColor), parentBackground) * 100) / 100,
  };
}
const THEMES = [
  { id: 'theme1', title: 'Light blue (theme1)' },
  { id: 'theme2', title: 'Teal (theme2)' },
  { id: 'theme-dark', title: 'Dark (theme-dark)' },
] as const;

test('the customer editor with a Power BI workspace and the branding preview is axe-clean and readable (4.5:1 text, 3:1 borders) in every theme', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  await signInAsId(page, 'petra', '/');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, 'theme2'] as const);
  await page.goto('/admin/customers');
  await waitForPortal(page);
  await page.getByRole('searchbox', { name: 'Search customers by name or id' }).fill('contoso');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Edit Contoso Zorg' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Contoso Zorg' });
  await expect(editor.getByRole('button', { name: 'Remove workspace' })).toBeVisible({ timeout: 30_000 });
  const preview = editor.getByTestId('branding-preview');

  for (const portalTheme of ['theme2', 'theme-dark', 'theme1'] as const) {
    if (portalTheme !== 'theme2') {
      // The top bar's switch, under the editor's mask: clicked as a script would, the drawer stays open.
      await page.evaluate(() => document.querySelector<HTMLButtonElement>('.theme-switch')!.click());
    }
    await expect(page.locator('.app-root')).toHaveClass(new RegExp(`\\b${portalTheme}\\b`));
    for (const previewTheme of THEMES) {
      await chooseOption(
        page,
        editor.getByRole('combobox', { name: 'Theme' }),
        page.locator(`.ant-select-dropdown .ant-select-item-option[title="${previewTheme.title}"]`),
      );
      await expect(preview).toHaveClass(new RegExp(`\\b${previewTheme.id}\\b`));
      const where = `portal ${portalTheme}, preview ${previewTheme.id}`;
      const remove = await editor.getByRole('button', { name: 'Remove workspace' }).evaluate(contrastOf);
      const chip = await preview.getByText('Button', { exact: true }).evaluate(contrastOf);
      expect(remove.text, `Remove workspace's text, ${where}`).toBeGreaterThanOrEqual(4.5);
      expect(remove.border, `Remove workspace's border, ${where}`).toBeGreaterThanOrEqual(3);
      expect(chip.text, `the preview's button text, ${where}`).toBeGreaterThanOrEqual(4.5);
      expect(chip.border, `the preview's button border, ${where}`).toBeGreaterThanOrEqual(3);
      await expectAccessible(page, `customer editor, portal ${portalTheme}, preview ${previewTheme.id}`);
    }
  }
});
