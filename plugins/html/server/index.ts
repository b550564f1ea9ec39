import { DemoCustomers, DemoMenus, DemoUsers, defineServerPlugin } from '../../../server/plugin-api';
import { HtmlData } from '../contract';
import { contosoWelcomeHtml, fabrikamContactHtml, northwindWelcomeHtml, supportHtml } from './demo-html';

/** Contoso's homepage item opens this action. */
const CONTOSO_WELCOME_ACTION_ID = 101;
/** Northwind has no homepage item: Bram's home page shows his default action, this one. */
const NORTHWIND_WELCOME_ACTION_ID = 301;

/**
 * The html action: rich text stored with the action and sent as it is (the browser sanitizes it before it
 * reaches the DOM), so the server needs no resolver. The demo seeds the welcome pages and contact cards.
 */
export default defineServerPlugin({
  id: 'html',
  actionTypes: ['html'],
  actionDataSchemas: { html: HtmlData },
  seed(demo) {
    demo.addActions(DemoCustomers.contoso, [
      { id: CONTOSO_WELCOME_ACTION_ID, type: 'html', title: 'Welkom', data: { html: contosoWelcomeHtml }, menu: { id: 1001, order: 0, homepage: true } },
      {
        id: 110, type: 'html', title: 'Contact support', data: { html: supportHtml }, permission: 'support',
        menu: { id: 1012, parentId: DemoMenus.contoso.support, order: 0 },
      },
    ]);
    demo.addActions(DemoCustomers.fabrikam, [
      { id: 205, type: 'html', title: 'Contactgegevens', data: { html: fabrikamContactHtml }, menu: { id: 2006, order: 3 } },
    ]);
    demo.addActions(DemoCustomers.northwind, [
      { id: NORTHWIND_WELCOME_ACTION_ID, type: 'html', title: 'Welkom', data: { html: northwindWelcomeHtml }, menu: { id: 3001, order: 0 } },
    ]);
    demo.setDefaultAction(DemoUsers.bram, NORTHWIND_WELCOME_ACTION_ID);
  },
});
