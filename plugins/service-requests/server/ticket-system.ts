import type { ServiceRequestCategory, ServiceRequestStatus, SortField } from '../contract';
import type { StructuredAnswer } from '../contract-catalogue';

/**
 * Where service requests live. The portal's screens and routes talk only to this interface; the reference
 * implementation keeps them in the portal's own database (ReferenceTicketSystem), a provider's connector
 * forwards them to its professional-services tool (README: "Connecting your ticket system"). Every method
 * is scoped to one customer: the routes have already checked who may see what.
 */
export interface TicketSystem {
  /** The categories a customer may file under (the wizard's list). */
  categories(customerId: string): Promise<ServiceRequestCategory[]>;
  create(ticket: NewTicket): Promise<{ number: string }>;
  list(query: TicketQuery): Promise<{ items: TicketSummary[]; total: number }>;
  /** The request with its conversation, or null when the customer has none with this number. */
  get(customerId: string, number: string): Promise<Ticket | null>;
  reply(customerId: string, number: string, reply: TicketReply): Promise<void>;
  changeStatus(customerId: string, number: string, change: TicketStatusChange): Promise<void>;
  rate(customerId: string, number: string, rating: TicketRating): Promise<void>;
  /** The last telephone number this user gave (to prefill the next request), or ''. */
  lastPhoneOf(customerId: string, userId: string): Promise<string>;
}

export interface Caller {
  name: string;
  email: string;
  phone: string;
}

export interface NewTicket {
  customerId: string;
  /** The customer's name (a connected system files the ticket under an organization of that name). */
  customerName?: string;
  /** The portal user who files it. */
  userId: string;
  category: string;
  name: string;
  description: string;
  caller: Caller;
  /** 'portal' for the wizard, or the capability that filed it (e.g. 'subscriptions'). */
  source: string;
  /** A catalogue form's answers as structured data (the description holds them as text too). */
  answers?: readonly StructuredAnswer[];
}

export interface TicketQuery {
  customerId: string;
  /** Only the requests this user filed; null: the whole customer's. */
  userId: string | null;
  search?: string;
  status?: ServiceRequestStatus;
  category?: string;
  sort: SortField;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export interface TicketSummary {
  number: string;
  name: string;
  category: string;
  status: ServiceRequestStatus;
  createdAt: string;
  updatedAt: string;
  callerName: string;
  /** The portal user who filed it (null when the provider's system created it). */
  userId: string | null;
  /** The connected ticket system's own number once delivered (null or absent before, and with the reference desk). */
  externalNumber?: string | null;
  /** Stored with the portal's number and still on its way to the connected ticket system (absent: false). */
  waitingForServiceDesk?: boolean;
}

export interface TicketAttachment {
  /** The file's id in the portal's file storage (FileStoragePoint). */
  fileId: string;
  fileName: string;
  size: number;
  /** The bytes as they were uploaded, with a reply going to a connected ticket system (which keeps its own copy). */
  upload?: { contentType: string; bytes: Buffer };
}

export interface TicketEntry {
  id: string;
  kind: 'message' | 'status';
  author: 'customer' | 'agent';
  authorName: string;
  text: string;
  status: ServiceRequestStatus | null;
  at: string;
  attachments: TicketAttachment[];
}

export interface Ticket extends TicketSummary {
  description: string;
  caller: Caller;
  source: string;
  rating: { score: number; comment: string | null; ratedAt: string } | null;
  entries: TicketEntry[];
}

export interface TicketReply {
  author: 'customer' | 'agent';
  authorName: string;
  /** The portal user replying (null for an agent). */
  userId: string | null;
  text: string;
  attachments: TicketAttachment[];
}

export interface TicketStatusChange {
  status: ServiceRequestStatus;
  author: 'customer' | 'agent';
  authorName: string;
}

export interface TicketRating {
  score: number;
  comment: string | null;
  userId: string;
}
