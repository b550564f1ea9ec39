/**
 * The server plugin API: the only part of server/ that a plugin's server side (plugins/<id>/server/) imports.
 * A plugin default-exports `defineServerPlugin({...})` from plugins/<id>/server/index.ts; the server finds
 * the folder at build time (and in tests at run time) with no edit anywhere else.
 */
export { defineServerPlugin, SERVER_PLUGIN_API_VERSION } from './define';
export type {
  AccountTenant,
  CustomerDirectory,
  DirectoryAction,
  DirectoryCustomer,
  MachineCallCustomer,
  PluginAuditActor,
  PluginActionResolver,
  PluginAuditEntry,
  PluginFailure,
  UserProfile,
  ServerPlugin,
  ServerPluginApi,
  ServerPluginDefinition,
} from './define';
/** The plugin's own tables, scoped to the caller's customer by the host (docs/plugins.md "Server side"). */
export { sql } from './data';
export { formatCsv } from '../records/csv';
export type {
  CrossCustomerData,
  CustomerData,
  CustomerTable,
  DataValue,
  FindOptions,
  PluginCapability,
  Row,
  SqlCondition,
  Where,
} from './data';
export type { ScheduledJob } from './schedule';
export type { SealedSecrets } from './sealed-secrets';
export { UnreadableSecret } from '../security/sealed-secrets';
export type { RecordCheckProblem, RecordFieldDeclaration, RecordTypeDeclaration } from './records';
export { containsPattern, recordSearch } from './search';
export type { FoundRecord, RecordSearchOptions, SearchProviderDeclaration } from './search';
export type {
  SignOffDetail,
  SignOffGate,
  SignOffKindDeclaration,
  SignOffOutcome,
  SignOffQuestion,
  SignOffRequestRecord,
  SignOffs,
} from './sign-offs';
export { SYNC_FAILURE_KINDS } from './sync';
export type { SyncFailureKind, SyncSource, SyncState } from './sync';
/** App-only Entra ID tokens (client credentials), cached per tenant, application and scope. */
export {
  ClientCredentialsTokens,
  RENEW_BEFORE_MS,
  TOKEN_REQUEST_TIMEOUT_MS,
  tokenEndpointOf,
} from './client-credentials';
export type {
  ClientCredentials,
  ClientCredentialsFailure,
  ClientCredentialsOptions,
  ClientCredentialsRequest,
  FetchLike,
} from './client-credentials';
export {
  MICROSOFT_FAILURE_KINDS,
  MicrosoftCloudError,
  MicrosoftCloudPoint,
  NO_MICROSOFT_CLOUD,
  notConnected,
} from './microsoft-cloud';
export type {
  MicrosoftApi,
  MicrosoftCloud,
  MicrosoftFailureDetails,
  MicrosoftFailureKind,
  MicrosoftRequest,
  MicrosoftResponse,
  MicrosoftTenantClient,
} from './microsoft-cloud';
/** The provider administration, for a plugin granted `administration` (docs/plugins.md "Server side"). */
export { EMPTY_CUSTOMER_FIELDS } from './administration';
export type { AdminActor, Administration, AdministrationOperations, UserRecord } from './administration';
export {
  extensionPoint,
  FileStoragePoint,
  LicenceProductsPoint,
  NotificationSenderPoint,
  ServiceRequestIntakePoint,
  TicketSlaSourcePoint,
} from './extension-points';
export type {
  BilingualText,
  CustomerNotice,
  ExtensionPoint,
  FileContent,
  FileScanStatus,
  FileStorage,
  FileToStore,
  FiledServiceRequest,
  LicenceProduct,
  LicenceProducts,
  NotificationSender,
  ServiceRequestDraft,
  SlaSourceTicket,
  TicketSlaSource,
  ServiceRequestIntake,
  StoredFileInfo,
  UserNotice,
} from './extension-points';
export type { ActionTypeInfo, StoredAction } from '../features/action-types';
export type { HttpMethod, RouteAccess, RouteContext, RouteSpec } from '../http/route-spec';
export type { Migration } from '../db/migration';
export type { RequestUser } from '../data/request-user';
export type { ServerConfig } from '../server-config';
export type { DemoAction, DemoSeedContext } from '../demo/demo-actions';
export { DemoCustomers, DemoMenus, DemoUsers } from '../demo/demo-ids';
export { HttpError } from '../http/errors';
export { hasPermission, permissionsOf } from '../data/users';
export { isPlainObject, parseJson } from '../data/json';
/** A numeric id in a path (1 to 9 digits), for a route's params schema: `z.object({ id: numericId })`. */
export { numericId } from '../http/params';
/** A PEM private key (optionally with its certificate's thumbprints) for private_key_jwt client authentication. */
export { readPrivateKeyFile, toSigningKey } from '../auth/client-private-key';
export type { ClientPrivateKey } from '../auth/client-private-key';
/** Which links a customer's settings may hold in this deployment (the rule the portal reads them with). */
export { urlRulesOf } from '../security/configured-url';
export type { UrlRules } from '../security/configured-url';
export type { CustomerRole } from '../data/request-user';
export { CUSTOMER_ROLES, isCustomerRole } from '../data/roles';
/** A text-only PDF (invoices, contract summaries) without a PDF library. */
export { textPdf } from './pdf';
export type { OutgoingMail } from '../mail/outbox';
export type { PdfLine } from './pdf';
/** The storage quota per customer and per user that every capability storing uploads reserves from (server/storage). */
export { quotaSize, StorageQuota, StorageQuotaExceeded } from '../storage';
export type { StorageQuotaLimits, StorageReservation, StorageUsage, StorageUse } from '../storage';
