import type { RequestUser } from '../data/request-user';

/**
 * A service one plugin's server side offers to the others without either importing the other: the provider
 * implements the point (`api.implement`), a user asks for it (`api.use`). The points and their types live
 * here, in the server plugin API, so both sides agree on them while neither names the other.
 */
export interface ExtensionPoint<T> {
  readonly id: string;
  /** Carries the implementation's type; never set. */
  readonly type?: T;
}

export function extensionPoint<T>(id: string): ExtensionPoint<T> {
  return Object.freeze({ id });
}

/** What a service request (support ticket) is made of when another capability files one. */
export interface ServiceRequestDraft {
  /** The customer the request is for (the caller's active customer). */
  customerId: string;
  /** Who asks; the request's caller contact data is taken from this user's account. */
  user: RequestUser;
  /** A category the service-request capability knows (e.g. "licences"); an unknown one is filed as "other". */
  category: string;
  name: string;
  description: string;
  /** The capability filing it (e.g. "subscriptions"), shown with the request. */
  source: string;
}

export interface FiledServiceRequest {
  /** The number the customer knows the request by (the spec's success text names it). */
  number: string;
}

/** Files a service request as the customer's support desk receives it. */
export interface ServiceRequestIntake {
  file(draft: ServiceRequestDraft): Promise<FiledServiceRequest>;
}

export const ServiceRequestIntakePoint = extensionPoint<ServiceRequestIntake>('service-request-intake');

/** A text in both UI languages. */
export interface BilingualText {
  en: string;
  nl: string;
}

/** A notice for every member of one customer (they see it in the notification tray). */
export interface CustomerNotice {
  customerId: string;
  title: BilingualText;
  text: BilingualText;
}

/** A notice for one user at one customer (that customer's tray): a plain item, never a pending one. */
export interface UserNotice {
  /** null: the user's tray outside any customer (e.g. a provider administrator's). */
  customerId: string | null;
  userId: string;
  /** Unique per user and customer, e.g. "sign-off-12-waiting": the same id again is ignored. */
  id: string;
  title: BilingualText;
  text: BilingualText;
  /** A path of the portal the item links to, e.g. "/sign-offs". */
  link?: string;
}

export interface NotificationSender {
  notifyCustomer(notice: CustomerNotice): Promise<void>;
  notifyUser(notice: UserNotice): Promise<void>;
}

export const NotificationSenderPoint = extensionPoint<NotificationSender>('notification-sender');

/** Where a virus scan of a stored file stands; only a clean file is ever served. */
export type FileScanStatus = 'pending' | 'clean' | 'infected' | 'failed';

export interface StoredFileInfo {
  id: string;
  customerId: string;
  title: string;
  fileName: string;
  contentType: string;
  size: number;
  scanStatus: FileScanStatus;
  uploadedAt: string;
}

export interface FileToStore {
  customerId: string;
  user: RequestUser;
  fileName: string;
  contentType: string;
  bytes: Buffer;
  /** The capability storing it (e.g. "service-requests"); such files stay out of the customer's own file list. */
  owner: string;
}

export interface FileContent {
  info: StoredFileInfo;
  bytes: Buffer;
}

/** Stores uploads outside the web root, scans them, and hands out only clean ones. */
export interface FileStorage {
  /**
   * Stores and queues the scan; refuses (HttpError 4xx) a file over the size limit or of a refused type, and one
   * that does not fit in the customer's or the user's storage quota (413, StorageQuotaExceeded).
   */
  store(file: FileToStore): Promise<StoredFileInfo>;
  /** The file's description, or null when it is not the customer's. */
  describe(fileId: string, customerId: string): StoredFileInfo | null;
  /** The content of a clean file of the customer, or null (not found, not scanned yet, infected). */
  read(fileId: string, customerId: string): Promise<FileContent | null>;
  /**
   * Removes a file of the customer that this capability stored (bytes, record, its quota), e.g. an attachment of
   * a reply that could not be saved; false when there is no such file.
   */
  remove(fileId: string, customerId: string, owner: string): Promise<boolean>;
}

export const FileStoragePoint = extensionPoint<FileStorage>('file-storage');

/** A licence product the customer has, as another capability may offer it for picking (e.g. a form's licence field). */
export interface LicenceProduct {
  id: string;
  name: string;
}

/** The caller's active customer's licence products (the licences capability's synced subscriptions). */
export interface LicenceProducts {
  productsOf(user: RequestUser): Promise<LicenceProduct[]>;
}

export const LicenceProductsPoint = extensionPoint<LicenceProducts>('licence-products');

/** A support ticket as an SLA report measures it: the ticket system's own times. */
export interface SlaSourceTicket {
  /** The portal's number (the request's reference). */
  number: string;
  /** The ticket system's own number. */
  externalNumber: string | null;
  title: string;
  priority: 'P1' | 'P2' | 'P3' | 'P4';
  /** When the customer filed it (ISO). */
  openedAt: string;
  /** The service desk's first answer to the customer, as the ticket system records it (null: none yet). */
  firstResponseAt: string | null;
  /** When the ticket system closed it (null: still open). */
  closedAt: string | null;
}

/** The tickets of a connected ticket system, for the SLA reports (implemented where a connector is configured). */
export interface TicketSlaSource {
  /** The system's name (e.g. "Zammad") and when the customer's tickets were last read from it (null: never). */
  describe(customerId: string): { system: string; readAt: string | null };
  /** The customer's tickets that reached the system, oldest first. */
  tickets(customerId: string): SlaSourceTicket[];
}

export const TicketSlaSourcePoint = extensionPoint<TicketSlaSource>('ticket-sla-source');
