import {
  FileStoragePoint,
  HttpError,
  type FileContent,
  type FileStorage,
  type RequestUser,
  type ServerPluginApi,
} from '../../../server/plugin-api';
import {
  LIMITS,
  type NewRating,
  type NewReply,
  type NewServiceRequest,
  type ServiceRequestCategory,
  type ServiceRequestListQuery,
} from '../contract';
import type { StructuredAnswer } from '../contract-catalogue';
import { mayOpen, type SupportCaller } from './access';
import { knownCategoryOr } from './categories';
import { confirmationMail, providerNoticeMail, type MailLanguage } from './mail';
import type { Caller, Ticket, TicketAttachment, TicketSummary, TicketSystem } from './ticket-system';

const DEFAULT_PAGE_SIZE = 20;
/** A connector written before the delivery queue leaves these out: its requests are delivered as they are filed. */
const deliveryOf = (ticket: Pick<TicketSummary, 'externalNumber' | 'waitingForServiceDesk'>) => ({
  externalNumber: ticket.externalNumber ?? null,
  waitingForServiceDesk: ticket.waitingForServiceDesk ?? false,
});
const OWNER = 'service-requests';

/**
 * The support desk as the routes see it: who may see which request, attachments through the files capability,
 * the confirmation mail; the requests themselves live in the configured TicketSystem.
 */
export class ServiceDesk {
  constructor(
    private readonly api: ServerPluginApi,
    private readonly tickets: TicketSystem,
    /** The reference desk mails the provider each new request (a connected tool has its own inbox). */
    private readonly noticeProvider: boolean,
  ) {}

  /** The caller's name and e-mail from the account (their user name where the account has none). */
  account(user: RequestUser): { name: string; email: string } {
    const profile = this.api.userProfile(user);
    const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
    return { name: name || user.userName, email: profile?.email ?? user.userName };
  }

  storageFor(user: RequestUser): FileStorage | null {
    return this.api.use(FileStoragePoint, user);
  }

  /** The wizard's start: the categories and the caller's contact data from the account (phone: the last one given). */
  async intake(caller: SupportCaller) {
    const account = this.account(caller.user);
    return {
      categories: await this.tickets.categories(caller.customerId),
      caller: { ...account, phone: await this.tickets.lastPhoneOf(caller.customerId, caller.user.userId) },
      attachmentsEnabled: this.storageFor(caller.user) !== null,
    };
  }

  /** Files a request; the caller gets the confirmation mail, in `language` (both languages when unknown). */
  async file(
    customerId: string,
    user: RequestUser,
    input: NewServiceRequest,
    source: string,
    language: MailLanguage | null,
    answers?: readonly StructuredAnswer[],
  ) {
    const categories = await this.tickets.categories(customerId);
    const category = categories.find((c) => c.id === input.category);
    if (source === 'portal' && !category)
      throw new HttpError(400, 'Invalid body: body.category: is not a category of the support desk');
    const categoryId = knownCategoryOr(categories, input.category);
    const caller: Caller = {
      name: input.caller.name.trim(),
      email: input.caller.email.trim(),
      phone: input.caller.phone.trim(),
    };
    const ticket = {
      customerId,
      customerName: this.api.activeCustomer(user)?.name ?? customerId,
      userId: user.userId,
      category: categoryId,
      name: input.name.trim(),
      description: input.description.trim(),
      caller,
      source,
      ...(answers ? { answers } : {}),
    };
    const { number } = await this.tickets.create(ticket);
    this.mail(
      { ...ticket, number },
      categories.find((c) => c.id === categoryId),
      language,
    );
    return { number };
  }

  async list(caller: SupportCaller, query: ServiceRequestListQuery) {
    const scope = query.scope ?? (caller.canSeeAll ? 'all' : 'mine');
    if (scope === 'all' && !caller.canSeeAll)
      throw new HttpError(403, "Not allowed to list the whole customer's service requests.");
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE);
    const { items, total } = await this.tickets.list({
      customerId: caller.customerId,
      userId: scope === 'mine' ? caller.user.userId : null,
      search: query.search,
      status: query.status,
      category: query.category,
      sort: query.sort ?? 'updatedAt',
      order: query.order ?? 'desc',
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    const rows = items.map(({ userId, ...item }) => ({
      ...item,
      ...deliveryOf(item),
      mine: userId === caller.user.userId,
    }));
    return { items: rows, total, page, pageSize, canSeeAll: caller.canSeeAll };
  }

  /** The request when the caller may open it; 404 otherwise (another user's without the right, another customer's). */
  async ticket(caller: SupportCaller, number: string): Promise<Ticket> {
    const ticket = await this.tickets.get(caller.customerId, number);
    if (!ticket || !mayOpen(caller, ticket.userId))
      throw new HttpError(404, 'No such service request for the active customer.');
    return ticket;
  }

  async detail(caller: SupportCaller, number: string) {
    const ticket = await this.ticket(caller, number);
    const storage = this.storageFor(caller.user);
    const { userId, ...rest } = ticket;
    return {
      ...rest,
      ...deliveryOf(rest),
      mine: userId === caller.user.userId,
      attachmentsEnabled: storage !== null,
      entries: ticket.entries.map((entry) => ({
        ...entry,
        attachments: entry.attachments.map((file) => ({
          id: file.fileId,
          fileName: file.fileName,
          size: file.size,
          scanStatus: storage?.describe(file.fileId, caller.customerId)?.scanStatus ?? 'unavailable',
        })),
      })),
    };
  }

  async reply(caller: SupportCaller, number: string, body: NewReply) {
    const ticket = await this.ticket(caller, number);
    if (ticket.status === 'closed') throw new HttpError(409, 'This service request is closed: file a new one.');
    const files = body.attachments ?? [];
    const storage = this.storageFor(caller.user);
    if (files.length > 0 && !storage)
      throw new HttpError(400, 'Attachments are not available: the file storage is switched off.');
    const decoded = files.map((file) => {
      const bytes = Buffer.from(file.contentBase64, 'base64');
      if (bytes.length === 0) throw new HttpError(400, `Invalid body: the attachment ${file.fileName} is empty`);
      if (bytes.length > LIMITS.attachmentBytes) {
        throw new HttpError(413, `The attachment ${file.fileName} is larger than ${LIMITS.attachmentBytes} bytes.`);
      }
      return { file, bytes };
    });
    const stored: TicketAttachment[] = [];
    try {
      for (const { file, bytes } of decoded) {
        const info = await storage!.store({
          customerId: caller.customerId,
          user: caller.user,
          fileName: file.fileName,
          contentType: file.contentType || 'application/octet-stream',
          bytes,
          owner: OWNER,
        });
        stored.push({
          fileId: info.id,
          fileName: info.fileName,
          size: info.size,
          upload: { contentType: file.contentType || 'application/octet-stream', bytes },
        });
      }
      const author = this.account(caller.user).name;
      await this.tickets.reply(caller.customerId, number, {
        author: 'customer',
        authorName: author,
        userId: caller.user.userId,
        text: body.text.trim(),
        attachments: stored,
      });
    } catch (error) {
      // A reply that was not saved leaves no attachment behind: no orphaned bytes, no quota taken.
      await Promise.all(stored.map((file) => storage!.remove(file.fileId, caller.customerId, OWNER)));
      throw error;
    }
    return this.detail(caller, number);
  }

  async rate(caller: SupportCaller, number: string, body: NewRating) {
    const ticket = await this.ticket(caller, number);
    if (ticket.status !== 'closed') throw new HttpError(409, 'Only a closed service request can be rated.');
    if (ticket.rating) throw new HttpError(409, 'This service request has already been rated.');
    const comment = body.comment?.trim() || null;
    await this.tickets.rate(caller.customerId, number, { score: body.score, comment, userId: caller.user.userId });
    return this.detail(caller, number);
  }

  /** A clean attachment of a request the caller may open. */
  async download(caller: SupportCaller, number: string, fileId: string): Promise<FileContent> {
    const ticket = await this.ticket(caller, number);
    const attached = ticket.entries.some((entry) => entry.attachments.some((file) => file.fileId === fileId));
    const storage = this.storageFor(caller.user);
    if (!attached || !storage) throw new HttpError(404, 'No such attachment.');
    const info = storage.describe(fileId, caller.customerId);
    if (!info) throw new HttpError(404, 'No such attachment.');
    if (info.scanStatus === 'pending')
      throw new HttpError(409, 'The file is being scanned for viruses; try again in a moment.');
    if (info.scanStatus !== 'clean')
      throw new HttpError(409, 'The file did not pass the virus scan and cannot be downloaded.');
    const content = await storage.read(fileId, caller.customerId);
    if (!content) throw new HttpError(404, 'No such attachment.');
    return content;
  }

  private mail(
    filed: { number: string; name: string; description: string; caller: Caller; customerId: string; source: string },
    category: ServiceRequestCategory | undefined,
    language: MailLanguage | null,
  ) {
    const mails: { to: string | null; subject: string; text: string }[] = [];
    const categoryName = (lang: MailLanguage) => category?.name[lang] ?? 'Other';
    if (language) {
      mails.push({
        to: filed.caller.email,
        ...confirmationMail({ ...filed, categoryName: categoryName(language) }, language),
      });
    } else {
      const nl = confirmationMail({ ...filed, categoryName: categoryName('nl') }, 'nl');
      const en = confirmationMail({ ...filed, categoryName: categoryName('en') }, 'en');
      mails.push({
        to: filed.caller.email,
        subject: `${nl.subject} / ${en.subject}`,
        text: `${nl.text}\n---\n\n${en.text}`,
      });
    }
    if (this.noticeProvider)
      mails.push({ to: null, ...providerNoticeMail({ ...filed, categoryName: categoryName('en') }) });
    for (const mail of mails) this.api.sendMail(mail);
  }
}
