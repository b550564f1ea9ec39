import { DemoCustomers, DemoMenus, DemoUsers, defineServerPlugin } from '../../../server/plugin-api';
import { HtmlData, htmlForReader } from '../contract';
import { contosoWelcome, fabrikamContact, northwindWelcome, support } from './demo-html';

/** Contoso's homepage item opens this action. */
const CONTOSO_WELCOME_ACTION_ID = 101;
/** Northwind has no homepage item: Bram's home page shows his default action, this one. */
const NORTHWIND_WELCOME_ACTION_ID = 301;

/**
 * The html action: rich text in English and Dutch stored with the action; the reader's language's is sent as it
 * is (the browser sanitizes it before it reaches the DOM). The demo seeds the welcome pages and contact cards.
 */
export default defineServerPlugin({
  id: 'html',
  actionTypes: ['html'],
  actionDataSchemas: { html: HtmlData },
  actionResolvers: {
    html: ({ data, language }) => {
      const { htmlNl: _dutch, ...answer } = data;
      return { ...answer, html: htmlForReader(language, data) };
    },
  },
  seed(demo) {
    demo.addActions(DemoCustomers.contoso, [
      {
        id: CONTOSO_WELCOME_ACTION_ID,
        type: 'html',
        title: 'Welkom',
        data: contosoWelcome,
        menu: { id: 1001, order: 0, homepage: true },
      },
      {
        id: 110,
        type: 'html',
        title: 'Contact support',
        data: support,
        permission: 'support',
        menu: { id: 1012, parentId: DemoMenus.contoso.support, order: 0 },
      },
    ]);
    demo.addActions(DemoCustomers.fabrikam, [
      { id: 205, type: 'html', title: 'Contactgegevens', data: fabrikamContact, menu: { id: 2006, order: 3 } },
    ]);
    demo.addActions(DemoCustomers.northwind, [
      {
        id: NORTHWIND_WELCOME_ACTION_ID,
        type: 'html',
        title: 'Welkom',
        data: northwindWelcome,
        menu: { id: 3001, order: 0 },
      },
    ]);
    demo.setDefaultAction(DemoUsers.bram, NORTHWIND_WELCOME_ACTION_ID);
  },
});
