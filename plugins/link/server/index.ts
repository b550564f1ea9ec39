import { DemoCustomers, DemoMenus, defineServerPlugin } from '../../../server/plugin-api';
import { LinkData } from '../contract';
import { absoluteUrl } from './absolute-url';

/**
 * The link action: a page framed inside the portal. Plain link menu items (new window, this window) are
 * core menu items; only the actions that open a page in the content window are this plugin's.
 */
export default defineServerPlugin({
  id: 'link',
  actionTypes: ['link'],
  actionDataSchemas: { link: LinkData },
  actionResolvers: {
    link: ({ data, origin }) => ({ ...data, url: absoluteUrl(data.url, origin) }),
  },
  actionFrameSources: {
    link: (data) => {
      const parsed = LinkData.safeParse(data);
      return parsed.success ? parsed.data.url : null;
    },
  },
  seed(demo) {
    demo.addActions(DemoCustomers.contoso, [
      {
        id: 108,
        type: 'link',
        title: 'Service status',
        data: { url: '/demo/service-status' },
        menu: { id: 1013, parentId: DemoMenus.contoso.support, order: 1, target: 'content-window' },
      },
      {
        id: 109,
        type: 'link',
        title: 'Provider news',
        data: { url: 'https://example.com/' },
        menu: { id: 1015, parentId: DemoMenus.contoso.support, order: 3 },
      },
    ]);
    demo.addActions(DemoCustomers.fabrikam, [
      {
        id: 206,
        type: 'link',
        title: 'Servicestatus',
        data: { url: '/demo/service-status' },
        menu: { id: 2005, order: 2 },
      },
    ]);
    demo.addActions(DemoCustomers.northwind, [
      {
        id: 306,
        type: 'link',
        title: 'Bouwnieuws',
        data: { url: 'https://example.org/' },
        menu: { id: 3006, order: 3 },
      },
    ]);
  },
});
