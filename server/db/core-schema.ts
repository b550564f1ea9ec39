import type { Migration } from './migration';

/**
 * The core tables a plugin may open through its scoped data access as if its migrations had created them
 * (ServerPluginDefinition.coreTables), with the scope their core DDL gives. The report usage log: created by
 * core-001 before plugins owned tables, and its rows still go with an account through the core's deletion and
 * merge.
 */
export const CORE_TABLES_FOR_PLUGINS = ['report_log'] as const;
export type CoreTableForPlugins = (typeof CORE_TABLES_FOR_PLUGINS)[number];

/** The core tables: customers, users and their customers/tenants (with roles), sessions, menus and actions, registrations, report logs, the mail outbox, invitations, e-mail sign-in links, the audit log. */
export const coreMigrations: Migration[] = [
  {
    id: 'core-001',
    sql: `
CREATE TABLE customers (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  logo_url TEXT,
  theme TEXT,
  custom_stylesheet TEXT,
  plugins TEXT,                      -- JSON array of plugin ids, or NULL for all
  monitoring_location TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  user_name TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  oid TEXT NOT NULL,
  is_authorized INTEGER NOT NULL DEFAULT 1,
  permissions TEXT NOT NULL DEFAULT '[]', -- JSON array of strings
  run_as_user TEXT,
  default_action_id INTEGER,
  active_customer_id TEXT REFERENCES customers(id) ON DELETE SET NULL,
  account_deletion_request_date TEXT,
  account_deletion_date TEXT,
  demo_description TEXT,             -- shown on the demo sign-in page
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE user_customers (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  sort_order INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, customer_id)
);
CREATE TABLE tenants (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tenant_id TEXT NOT NULL,
  tenant_name TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, tenant_id)
);
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,       -- sha256 of the cookie's session token; the token itself is not stored
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL        -- epoch ms
);
CREATE INDEX sessions_user ON sessions(user_id);
CREATE TABLE actions (
  id INTEGER PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  action_type TEXT NOT NULL,
  title TEXT,
  data TEXT NOT NULL DEFAULT '{}',   -- JSON object, e.g. {"embedType":"report","embedId":"..."}
  required_permission TEXT
);
CREATE INDEX actions_customer ON actions(customer_id);
CREATE TABLE menu_items (
  id INTEGER PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES menu_items(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  item_type TEXT NOT NULL CHECK (item_type IN ('menu', 'action', 'link')),
  action_id INTEGER REFERENCES actions(id) ON DELETE CASCADE,
  link_url TEXT,
  link_target TEXT CHECK (link_target IS NULL OR link_target IN ('content-window', 'new-window', 'this-window')),
  is_homepage INTEGER NOT NULL DEFAULT 0,
  icon TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0,
  CHECK (item_type <> 'action' OR action_id IS NOT NULL),
  CHECK (item_type <> 'link' OR link_url IS NOT NULL)
);
CREATE INDEX menu_items_customer ON menu_items(customer_id, parent_id, sort_order);
CREATE TABLE registrations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  gender TEXT NOT NULL,
  telephone TEXT NOT NULL,
  company_name TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE report_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL,
  customer_id TEXT,
  action_id INTEGER NOT NULL,
  event TEXT NOT NULL CHECK (event IN ('data-selected', 'page-change', 'page-loaded')),
  page TEXT NOT NULL,
  load_time_ms INTEGER,
  created_at TEXT NOT NULL
);
`,
  },
  {
    // OpenID Connect sign-in: a session remembers how it began (RP-initiated logout needs the ID token), and
    // a sign-in under way keeps its state, nonce and PKCE verifier server-side for ten minutes.
    id: 'core-002',
    sql: `
ALTER TABLE sessions ADD COLUMN kind TEXT NOT NULL DEFAULT 'demo' CHECK (kind IN ('demo', 'oidc'));
ALTER TABLE sessions ADD COLUMN id_token TEXT;
CREATE TABLE oidc_logins (
  key_hash TEXT PRIMARY KEY,         -- sha256 of the random value in the browser's signed portal_oidc cookie
  state TEXT NOT NULL,
  nonce TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  return_path TEXT NOT NULL,
  expires_at INTEGER NOT NULL        -- epoch ms
);
`,
  },
  {
    // A person who signed in but is linked to no customer asks for access once; the provider answers it.
    id: 'core-003',
    sql: `
CREATE TABLE access_requests (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  requested_at TEXT NOT NULL
);
`,
  },
  {
    // Outgoing e-mail is stored first and sent by the outbox (server/mail/outbox.ts), so a mail server
    // outage delays mail but loses none; a sent row stays as the record.
    id: 'core-004',
    sql: `
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT,                    -- NULL: the provider, PROVIDER_MAIL_TO at the time of sending
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,  -- epoch ms
  sent_at TEXT,
  last_error TEXT                    -- the last failure's code and message, short; never credentials
);
CREATE INDEX mail_outbox_due ON mail_outbox(next_attempt_at) WHERE sent_at IS NULL;
`,
  },
  {
    // A provider invites a person by e-mail to a customer with permissions (server/invitations). The link's
    // token is stored only as its hash; an invitation is used once, and a sign-in started from one carries
    // its id until the callback.
    id: 'core-005',
    sql: `
CREATE TABLE invitations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token_hash TEXT NOT NULL UNIQUE,   -- sha256 of the link's random token; the token itself is not stored
  email TEXT NOT NULL,               -- lower case
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  permissions TEXT NOT NULL DEFAULT '[]', -- JSON array of strings
  invited_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL,       -- epoch ms
  used_at TEXT,
  used_by_user_id TEXT REFERENCES users(id) ON DELETE SET NULL
);
ALTER TABLE oidc_logins ADD COLUMN invitation_id INTEGER REFERENCES invitations(id) ON DELETE CASCADE;
`,
  },
  {
    // Several identity providers (Entra ID beside a generic one): a sign-in under way and a session remember
    // which; a user's oid is unique per issuer (empty: set by the provider, not yet claimed by a sign-in). A
    // session may also begin with a one-time e-mail link ('email').
    id: 'core-006',
    sql: `
CREATE TABLE sessions_next (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  kind TEXT NOT NULL DEFAULT 'demo' CHECK (kind IN ('demo', 'oidc', 'email')),
  id_token TEXT,
  provider_id TEXT                   -- the identity provider of an 'oidc' session (its sign-out)
);
INSERT INTO sessions_next (token_hash, user_id, created_at, expires_at, kind, id_token, provider_id)
  SELECT token_hash, user_id, created_at, expires_at, kind, id_token, CASE WHEN kind = 'oidc' THEN 'oidc' END FROM sessions;
DROP TABLE sessions;
ALTER TABLE sessions_next RENAME TO sessions;
CREATE INDEX sessions_user ON sessions(user_id);
ALTER TABLE oidc_logins ADD COLUMN provider_id TEXT NOT NULL DEFAULT 'oidc';
ALTER TABLE users ADD COLUMN oid_issuer TEXT NOT NULL DEFAULT '';
`,
  },
  {
    // Sign-in with a one-time e-mail link (EMAIL_SIGN_IN, server/email-sign-in): the link's token is stored only
    // as its hash, works once and for 15 minutes; it signs in a returning user or accepts an invitation. An
    // invitation keeps the language its mail was written in, for the mails that follow it.
    id: 'core-007',
    sql: `
CREATE TABLE email_sign_ins (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token_hash TEXT NOT NULL UNIQUE,   -- sha256 of the link's random token; the token itself is not stored
  email TEXT NOT NULL,               -- lower case: the address the link was mailed to
  user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
  invitation_id INTEGER REFERENCES invitations(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL,       -- epoch ms
  used_at TEXT,
  CHECK ((user_id IS NULL) <> (invitation_id IS NULL))
);
CREATE INDEX email_sign_ins_email ON email_sign_ins(email, expires_at);
ALTER TABLE invitations ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'nl'));
`,
  },
  {
    // Provider administration (issue 13): provider administrators (all customers), customer administrators (per
    // membership), deactivated customers, disabled users, the last sign-in, and the audit log of every
    // administrative change. The indexes keep the admin lists fast at 10,000 customers and 100,000 users.
    id: 'core-008',
    sql: `
ALTER TABLE users ADD COLUMN is_provider_admin INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN disabled_at TEXT;
ALTER TABLE users ADD COLUMN last_sign_in_at TEXT;
ALTER TABLE user_customers ADD COLUMN role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'customer-admin'));
ALTER TABLE customers ADD COLUMN deactivated_at TEXT;
ALTER TABLE invitations ADD COLUMN role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'customer-admin'));
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  actor_user_id TEXT,                -- NULL: the command line
  actor TEXT NOT NULL,               -- the actor's user name at the time, or 'command line'
  action TEXT NOT NULL,              -- e.g. 'customer.create', 'membership.role'
  target_type TEXT NOT NULL,         -- 'customer', 'user', 'membership', 'invitation'
  target_id TEXT NOT NULL,
  customer_id TEXT,                  -- the customer the change concerns (a customer admin sees these rows)
  before TEXT,                       -- JSON, NULL when created
  after TEXT                         -- JSON, NULL when removed
);
CREATE INDEX audit_log_customer ON audit_log(customer_id, id);
CREATE INDEX audit_log_target ON audit_log(target_type, target_id, id);
CREATE INDEX customers_name ON customers(name COLLATE NOCASE, id);
CREATE INDEX users_name ON users(last_name COLLATE NOCASE, first_name COLLATE NOCASE, id);
CREATE INDEX users_email ON users(email COLLATE NOCASE, id);
CREATE INDEX users_provider_admin ON users(is_provider_admin) WHERE is_provider_admin = 1;
CREATE INDEX user_customers_customer ON user_customers(customer_id, user_id);
`,
  },
  {
    // View as customer (issue 13): a session may run as another user (server/security/run-as.ts) until
    // run_as_until (epoch ms); the customer chosen while running as stays in the session, not in that user's account.
    id: 'core-009',
    sql: `
ALTER TABLE sessions ADD COLUMN run_as_user_id TEXT REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE sessions ADD COLUMN run_as_customer_id TEXT;
ALTER TABLE sessions ADD COLUMN run_as_until INTEGER;
`,
  },
  {
    // Customer branding and sign-in (issue 13): brand colours (public settings), an uploaded logo served from the
    // database under its content hash, the Entra tenants whose users sign in to a customer (beside ENTRA_TENANTS),
    // and revoked invitations (their link no longer works).
    id: 'core-010',
    sql: `
ALTER TABLE customers ADD COLUMN primary_color TEXT;
ALTER TABLE customers ADD COLUMN header_color TEXT;
CREATE TABLE customer_logos (
  customer_id TEXT PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  hash TEXT NOT NULL,                -- sha256 of the bytes, hex: part of the logo's address, so it can be cached for good
  content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  size INTEGER NOT NULL,
  data BLOB NOT NULL,
  uploaded_at TEXT NOT NULL
);
CREATE TABLE customer_tenants (
  tenant_id TEXT PRIMARY KEY,        -- Microsoft Entra tenant id, lower case
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE
);
CREATE INDEX customer_tenants_customer ON customer_tenants(customer_id);
ALTER TABLE invitations ADD COLUMN revoked_at TEXT;
`,
  },
  {
    // Sessions with idle and absolute lifetimes, listed as signed-in devices (issue 14): expires_at is now the idle
    // deadline (last use + SESSION_IDLE_MINUTES), absolute_expires_at the sign-in + SESSION_MAX_HOURS; public_id
    // names a session in the list and its revocation (never the token or its hash); browser, system and address describe it.
    id: 'core-011',
    sql: `
ALTER TABLE sessions ADD COLUMN public_id TEXT;
ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER;
ALTER TABLE sessions ADD COLUMN absolute_expires_at INTEGER;
ALTER TABLE sessions ADD COLUMN browser TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN system TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN address TEXT;
UPDATE sessions SET public_id = substr(token_hash, 1, 32), absolute_expires_at = expires_at, last_seen_at = expires_at - 43200000;
CREATE UNIQUE INDEX sessions_public_id ON sessions(public_id);
`,
  },
  {
    // (Its id names its subject, not a number, so parallel branches adding core migrations cannot clash.)
    // One language per screen, also for the provider's texts (issue 29): a menu item's name and an action's title
    // per language. The existing column stays the text every reader sees where their language has none (on
    // writing: the English text, else the Dutch one), so existing rows (both new columns NULL) show as before
    // to every reader until the administration gives a text per language.
    id: 'core-bilingual-001',
    sql: `
ALTER TABLE menu_items ADD COLUMN name_en TEXT;
ALTER TABLE menu_items ADD COLUMN name_nl TEXT;
ALTER TABLE actions ADD COLUMN title_en TEXT;
ALTER TABLE actions ADD COLUMN title_nl TEXT;
`,
  },
  {
    // The secrets a plugin stores per customer (e.g. a customer's own Power BI client secret), sealed with
    // SECRETS_KEY (server/security/sealed-secrets.ts); key_id names the key that sealed each (never the key).
    id: 'core-sealed-secrets-001',
    sql: `
CREATE TABLE sealed_secrets (
  plugin_id TEXT NOT NULL,
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  sealed TEXT NOT NULL,
  key_id TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (plugin_id, customer_id, name)
);
`,
  },
];
