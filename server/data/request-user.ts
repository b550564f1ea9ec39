/** The signed-in user with the active customer resolved (always one the user belongs to). */
export interface RequestUser {
  userId: string;
  userName: string;
  isAuthorized: boolean;
  permissions: string[];
  activeCustomerId: string | null;
  /** The active customer's plugin list, or null when the customer does not limit them. */
  customerPlugins: readonly string[] | null;
  /** A provider administrator: administers every customer and user. */
  isProviderAdmin: boolean;
  /** The role in the ACTIVE customer (null without one); a customer admin administers that customer's users. */
  customerRole: CustomerRole | null;
  /**
   * Set while an administrator views the portal as this user (run-as): the administrator's user id. Every
   * call then acts as this user; only the identity shows who is really signed in.
   */
  runAsBy?: string;
}

/** A user's role in one customer (user_customers.role). */
export type CustomerRole = 'user' | 'customer-admin';
