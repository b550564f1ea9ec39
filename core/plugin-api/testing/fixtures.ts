import type { Identity, MenuItem, PublicSettings } from '../../contract';

export const publicSettings = (overrides: Partial<PublicSettings> = {}): PublicSettings => ({
  logoUrl: '/static/logo.svg',
  customStylesheet: null,
  instrumentationKey: null,
  theme: null,
  applicationName: 'Test Portal',
  staticHost: '/static',
  plugins: null,
  environmentType: null,
  analyticsFrames: null,
  primaryColor: null,
  headerColor: null,
  accessibilityContact: null,
  ...overrides,
});

export const identity = (overrides: Partial<Identity> = {}): Identity => ({
  userName: 'anna@contoso.example',
  isAuthenticated: true,
  isAuthorized: true,
  initials: 'AJ',
  permissions: ['reports', 'licences'],
  oid: 'oid-anna',
  fullName: 'Anna de Jong',
  firstName: 'Anna',
  lastName: 'de Jong',
  activeCustomerId: 'c1',
  runAsUser: null,
  runAsSession: false,
  defaultActionId: null,
  customers: [{ customerId: 'c1', customerName: 'Contoso Zorg' }],
  ...overrides,
});

export const signedOut = (): Partial<Identity> => ({
  isAuthenticated: false,
  isAuthorized: false,
  userName: '',
  customers: [],
});

export const menuItem = (overrides: Partial<MenuItem> & { id: number }): MenuItem => ({
  name: `Item ${overrides.id}`,
  actionId: overrides.id,
  actionType: 'html',
  linkUrl: null,
  linkTarget: null,
  isHomepage: false,
  icon: null,
  subMenuItems: [],
  ...overrides,
});
