/** Stable ids of the demo data, shared by the seeds, the sign-in page and the tests. */
export const DemoCustomers = { contoso: 'contoso', fabrikam: 'fabrikam', northwind: 'northwind' } as const;
export const DemoUsers = { anna: 'anna', bram: 'bram', carla: 'carla', dirk: 'dirk', petra: 'petra' } as const;

export const ALL_PERMISSIONS = ['reports', 'licences', 'recommendations', 'support', 'azure', 'account'] as const;

/** Bram's default action (Northwind has no homepage item, so his home page shows it). */
export const BRAM_DEFAULT_ACTION_ID = 301;
/** The Contoso menu item flagged isHomepage and its action. */
export const CONTOSO_HOMEPAGE_ACTION_ID = 101;

/** The demo menus' headers, by customer: plugins seed their items under these. */
export const DemoMenus = {
  contoso: { reports: 1002, finance: 1004, office365AndAzure: 1007, support: 1011 },
  fabrikam: { reports: 2001 },
  northwind: { cloud: 3003 },
} as const;
