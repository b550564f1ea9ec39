import { createElement } from 'react';
import { localeKeys, registerForTest, renderWithServices, declaredBy } from '../../core/plugin-api/testing';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';
import manifest from './manifest';

describe('subscriptions plugin', () => {
  it("declares the lazy 'subscriptions' view behind the licences access rule", async () => {
    const registered = registerForTest(plugin);
    expect(plugin.id).toBe('subscriptions');
    expect(registered.texts).toEqual({ en, nl });
    expect(declaredBy(manifest).actionViews).toHaveLength(1);
    expect(declaredBy(manifest).actionViews[0]).toMatchObject({ actionType: 'subscriptions', accessRule: 'licences' });
    expect((await declaredBy(manifest).actionViews[0].load()).default).toBeTruthy();
    expect(declaredBy(manifest).actionEditors.map((entry) => entry.actionType)).toEqual(['subscriptions']);
    expect(declaredBy(manifest).menuSections).toEqual([]);
    expect(registered.provided).toEqual([]);
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });

  // The tray renders a notification's message with the poster's texts in the reader's language, the parameters
  // passed as `replace` values; a Dutch reader of an English poster's message reads Dutch, numbers included.
  it.each([
    [
      'notification.pending',
      { product: 'Power BI Pro', quantity: 250000 },
      'Changing licences of Power BI Pro to 250,000',
      'Licenties van Power BI Pro wijzigen naar 250.000',
    ],
    [
      'notification.updated',
      { product: 'Power BI Pro', quantity: 19 },
      'Licences of Power BI Pro changed to 19',
      'Licenties van Power BI Pro gewijzigd naar 19',
    ],
    [
      'notification.serviceRequest',
      { product: 'Microsoft 365 E3', quantity: 250000, number: 'LIC-000001' },
      'Quantity 250,000 too high for Microsoft 365 E3: service request LIC-000001 created',
      'Aantal 250.000 te hoog voor Microsoft 365 E3: serviceverzoek LIC-000001 aangemaakt',
    ],
    [
      'notification.failed',
      { product: 'Visio Plan 2' },
      'Licence update failed for Visio Plan 2',
      'Bijwerken van licenties mislukt voor Visio Plan 2',
    ],
  ])("renders the notification message %s in the reader's language", (key, params, english, dutch) => {
    const { i18n, unmount } = renderWithServices(createElement('div'), { plugin });
    expect(i18n.getFixedT('en', 'subscriptions')(key, { replace: params })).toBe(english);
    expect(i18n.getFixedT('nl', 'subscriptions')(key, { replace: params })).toBe(dutch);
    unmount();
  });
});
