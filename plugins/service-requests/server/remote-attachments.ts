import { HttpError, type FileStorage, type RequestUser } from '../../../server/plugin-api';
import { LIMITS } from '../contract';
import type { RemoteTicket, ServiceDeskConnector } from './service-desk-connector';
import type { TicketAttachment } from './ticket-system';

/** The file storage (files capability) as it runs for a customer, or null where it is off. */
export type StorageOf = (customerId: string) => FileStorage | null;

/** The files of the articles new to the portal, by the article's external id. */
export type ArticleFiles = Map<string, TicketAttachment[]>;

export const OWNER = 'service-requests';
/** Whose quota an agent's file counts against when the request has no portal user (the provider's system filed it). */
const SERVICE_DESK_USER = 'service-desk';

const uploaderOf = (customerId: string, userId: string | null): RequestUser => ({
  userId: userId ?? SERVICE_DESK_USER,
  userName: 'Service desk',
  isAuthorized: true,
  permissions: [],
  activeCustomerId: customerId,
  customerPlugins: null,
  isProviderAdmin: false,
  customerRole: null,
});

/**
 * Brings the files agents attach in the ticket system into the portal's file storage, like a customer's upload:
 * the same size and type checks, the customer's and the requester's quota and the virus scan (only a clean file
 * is ever served). Only the articles the portal has not taken over yet are read, so a second read-back stores
 * nothing again. A file the storage refuses (type, size, quota) is left out; a storage or system that is down
 * fails the read-back, which the next webhook or poll repeats.
 */
export class RemoteAttachmentIntake {
  constructor(
    private readonly connector: ServiceDeskConnector,
    private readonly storageOf: StorageOf,
  ) {}

  async fetch(
    request: { customerId: string; userId: string | null; seen: ReadonlySet<string> },
    remote: RemoteTicket,
  ): Promise<ArticleFiles> {
    const files: ArticleFiles = new Map();
    const download = this.connector.downloadAttachment?.bind(this.connector);
    const fresh = remote.articles.filter(
      (article) => !article.fromPortal && !request.seen.has(article.externalId) && article.attachments?.length,
    );
    const storage = fresh.length > 0 && download ? this.storageOf(request.customerId) : null;
    if (!storage || !download) return files;
    try {
      for (const article of fresh) {
        const stored: TicketAttachment[] = [];
        files.set(article.externalId, stored);
        for (const attachment of article.attachments!) {
          if (attachment.size > LIMITS.attachmentBytes) continue;
          const bytes = await download(remote.externalId, attachment);
          if (!bytes || bytes.length === 0 || bytes.length > LIMITS.attachmentBytes) continue;
          const info = await this.storeOrRefuse(storage, {
            customerId: request.customerId,
            user: uploaderOf(request.customerId, request.userId),
            fileName: attachment.fileName,
            contentType: attachment.contentType,
            bytes,
            owner: OWNER,
          });
          if (info) stored.push({ fileId: info.id, fileName: info.fileName, size: info.size });
        }
      }
    } catch (error) {
      await this.discard(request.customerId, files);
      throw error;
    }
    return files;
  }

  /** Removes stored files no article took (the read-back failed, or another one took the article first). */
  async discard(customerId: string, files: ArticleFiles): Promise<void> {
    const storage = files.size > 0 ? this.storageOf(customerId) : null;
    for (const list of files.values())
      for (const file of list) await storage?.remove(file.fileId, customerId, OWNER).catch(() => false);
  }

  private async storeOrRefuse(storage: FileStorage, file: Parameters<FileStorage['store']>[0]) {
    try {
      return await storage.store(file);
    } catch (error) {
      // Refused for what the file is (type, size, quota): the reply comes in without it. Anything else is retried.
      if (error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500) return null;
      throw error;
    }
  }
}
