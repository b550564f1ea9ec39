import * as z from 'zod/mini';
import { lenient } from '../../core/contract';

/** The life of a service request, in order. */
export const SERVICE_REQUEST_STATUSES = ['new', 'in-progress', 'waiting-for-customer', 'resolved', 'closed'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];
export const isServiceRequestStatus = (value: unknown): value is ServiceRequestStatus =>
  typeof value === 'string' && (SERVICE_REQUEST_STATUSES as readonly string[]).includes(value);

/** Field limits, checked by the browser (per wizard step) and again by the server. */
export const LIMITS = {
  name: { min: 3, max: 120 },
  description: { min: 10, max: 4000 },
  callerName: { min: 2, max: 100 },
  email: { max: 254 },
  phone: { max: 30 },
  reply: { min: 1, max: 4000 },
  comment: { max: 1000 },
  category: { max: 50 },
  /** Raw bytes of one attachment (a screenshot, a log, a PDF); it travels as base64 in the reply's JSON body. */
  attachmentBytes: 10 * 1024 * 1024,
  attachmentsPerReply: 1,
  fileName: { max: 200 },
} as const;

/**
 * The reply route's JSON body limit: the attachments' base64 (4 bytes per 3), the text (up to 4 UTF-8 bytes
 * per character, escaped) and room for the field names.
 */
export const REPLY_BODY_LIMIT =
  Math.ceil((LIMITS.attachmentBytes * LIMITS.attachmentsPerReply * 4) / 3) + LIMITS.reply.max * 12 + 16 * 1024;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with an optional leading +, spaces, dashes, dots and brackets: what people type for a number. */
const PHONE = /^\+?[0-9][0-9 ().-]{5,28}$/;

/** Why a text field is not acceptable; null when it is. Both sides use these, so they never disagree. */
export type FieldProblem = 'required' | 'too-short' | 'too-long' | 'invalid';

const lengthProblem = (value: string, min: number, max: number): FieldProblem | null => {
  const text = value.trim();
  if (text.length === 0) return 'required';
  if (text.length < min) return 'too-short';
  if (text.length > max) return 'too-long';
  return null;
};

export const nameProblem = (value: string) => lengthProblem(value, LIMITS.name.min, LIMITS.name.max);
export const descriptionProblem = (value: string) =>
  lengthProblem(value, LIMITS.description.min, LIMITS.description.max);
export const callerNameProblem = (value: string) => lengthProblem(value, LIMITS.callerName.min, LIMITS.callerName.max);
export const emailProblem = (value: string): FieldProblem | null => {
  const text = value.trim();
  if (text.length === 0) return 'required';
  if (text.length > LIMITS.email.max) return 'too-long';
  return EMAIL.test(text) ? null : 'invalid';
};
/** The telephone number is optional; when given it must look like one. */
export const phoneProblem = (value: string): FieldProblem | null => {
  const text = value.trim();
  if (text.length === 0) return null;
  if (text.length > LIMITS.phone.max) return 'too-long';
  return PHONE.test(text) ? null : 'invalid';
};
export const replyProblem = (value: string) => lengthProblem(value, LIMITS.reply.min, LIMITS.reply.max);

const REASONS: Record<FieldProblem, string> = {
  required: 'is required',
  'too-short': 'is too short',
  'too-long': 'is too long',
  invalid: 'is not valid',
};
/** A zod check from a problem function, with the problem as the 400 answer's reason. */
const checked = (problem: (value: string) => FieldProblem | null) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const found = problem(value);
      if (found) ctx.issues.push({ code: 'custom', message: REASONS[found], input: value });
    }),
  );

/** A category the support desk files requests under; `name` in both UI languages. */
export const ServiceRequestCategory = z.object({
  id: z.string(),
  name: z.object({ en: z.string(), nl: z.string() }),
});
export type ServiceRequestCategory = z.infer<typeof ServiceRequestCategory>;

const Category = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  name: lenient(z.nullable(z.object({ en: z.string(), nl: z.string() })), null),
});

export const CallerContact = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type CallerContact = z.infer<typeof CallerContact>;

const text = (fallback = '') => lenient(z.string(), fallback);
const CallerEntry = z.object({ name: text(), email: text(), phone: text() });

/** GET /api/service-requests/intake: what the wizard starts from. */
export const PublishedIntake = z.object({
  categories: z.array(ServiceRequestCategory),
  caller: CallerContact,
  attachmentsEnabled: z.boolean(),
});
export const Intake = z.object({
  categories: z.array(Category),
  caller: lenient(CallerEntry, { name: '', email: '', phone: '' }),
  attachmentsEnabled: lenient(z.boolean(), false),
});
export type Intake = z.output<typeof Intake>;

/** POST /api/service-requests (CSRF): 201 { number }; 400 with the field's reason, nothing written. */
export const NewServiceRequest = z.strictObject({
  category: z.string().check(z.minLength(1), z.maxLength(LIMITS.category.max)),
  name: checked(nameProblem),
  description: checked(descriptionProblem),
  caller: z.strictObject({
    name: checked(callerNameProblem),
    email: checked(emailProblem),
    phone: checked(phoneProblem),
  }),
});
export type NewServiceRequest = z.infer<typeof NewServiceRequest>;

const Number_ = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
export const CreatedServiceRequest = z.object({ number: Number_ });
export const PublishedCreatedServiceRequest = z.object({ number: z.string() });

const Status = z.catch(z.enum(SERVICE_REQUEST_STATUSES), 'new');

/** A row of the list. `mine`: the caller filed it. */
export const PublishedServiceRequestSummary = z.object({
  number: z.string(),
  name: z.string(),
  category: z.string(),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  callerName: z.string(),
  mine: z.boolean(),
  /** The connected ticket system's own number, once the request has reached it; null before or without one. */
  externalNumber: z.nullable(z.string()),
  /** Filed in the portal and not yet delivered to the connected ticket system ("waiting for the service desk"). */
  waitingForServiceDesk: z.boolean(),
});
export const ServiceRequestSummary = z.object({
  number: Number_,
  name: z.string(),
  category: text('other'),
  status: Status,
  createdAt: text(),
  updatedAt: text(),
  callerName: text(),
  mine: lenient(z.boolean(), false),
  externalNumber: lenient(z.nullable(z.string()), null),
  waitingForServiceDesk: lenient(z.boolean(), false),
});
export type ServiceRequestSummary = z.output<typeof ServiceRequestSummary>;

export const SORT_FIELDS = ['updatedAt', 'createdAt', 'number', 'name', 'status', 'category'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SCOPES = ['mine', 'all'] as const;
export type Scope = (typeof SCOPES)[number];
export const MAX_PAGE_SIZE = 100;

const wholeNumber = (max: number) =>
  z.string().check(
    z.regex(/^[0-9]{1,9}$/, 'must be a whole number'),
    z.refine((value) => Number(value) >= 1 && Number(value) <= max, `must be from 1 to ${max}`),
  );

/** GET /api/service-requests query. `scope=all` needs the all-requests permission (403 without). */
export const ServiceRequestListQuery = z.strictObject({
  search: z.optional(z.string().check(z.maxLength(200))),
  status: z.optional(z.enum(SERVICE_REQUEST_STATUSES)),
  category: z.optional(z.string().check(z.maxLength(LIMITS.category.max))),
  scope: z.optional(z.enum(SCOPES)),
  sort: z.optional(z.enum(SORT_FIELDS)),
  order: z.optional(z.enum(['asc', 'desc'])),
  page: z.optional(wholeNumber(1_000_000)),
  pageSize: z.optional(wholeNumber(MAX_PAGE_SIZE)),
});
export type ServiceRequestListQuery = z.infer<typeof ServiceRequestListQuery>;

export const PublishedServiceRequestPage = z.object({
  items: z.array(PublishedServiceRequestSummary),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The caller may list the whole customer's requests. */
  canSeeAll: z.boolean(),
});
export const ServiceRequestPage = z.object({
  items: z.array(ServiceRequestSummary),
  total: lenient(z.number(), 0),
  page: lenient(z.number(), 1),
  pageSize: lenient(z.number(), 20),
  canSeeAll: lenient(z.boolean(), false),
});
export type ServiceRequestPage = z.output<typeof ServiceRequestPage>;

export const FILE_SCAN_STATES = ['pending', 'clean', 'infected', 'failed', 'unavailable'] as const;
export type AttachmentScan = (typeof FILE_SCAN_STATES)[number];

export const PublishedAttachment = z.object({
  id: z.string(),
  fileName: z.string(),
  size: z.number(),
  /** Only a clean file can be downloaded; unavailable: the file storage is switched off. */
  scanStatus: z.enum(FILE_SCAN_STATES),
});
const Attachment = z.object({
  id: Number_,
  fileName: z.string(),
  size: lenient(z.number(), 0),
  scanStatus: z.catch(z.enum(FILE_SCAN_STATES), 'unavailable'),
});
export type Attachment = z.output<typeof Attachment>;

export const ENTRY_KINDS = ['message', 'status'] as const;
export const AUTHORS = ['customer', 'agent'] as const;

export const PublishedConversationEntry = z.object({
  id: z.string(),
  kind: z.enum(ENTRY_KINDS),
  author: z.enum(AUTHORS),
  authorName: z.string(),
  text: z.string(),
  /** The new status of a status change. */
  status: z.nullable(z.enum(SERVICE_REQUEST_STATUSES)),
  at: z.string(),
  attachments: z.array(PublishedAttachment),
});
const ConversationEntry = z.object({
  id: Number_,
  kind: z.catch(z.enum(ENTRY_KINDS), 'message'),
  author: z.catch(z.enum(AUTHORS), 'agent'),
  authorName: text(),
  text: text(),
  status: lenient(z.nullable(z.enum(SERVICE_REQUEST_STATUSES)), null),
  at: text(),
  attachments: lenient(z.array(Attachment), []),
});
export type ConversationEntry = z.output<typeof ConversationEntry>;

export const Rating = z.object({
  score: z.number(),
  comment: z.nullable(z.string()),
  ratedAt: z.string(),
});
export type Rating = z.infer<typeof Rating>;

export const PublishedServiceRequestDetail = z.object({
  ...PublishedServiceRequestSummary.shape,
  description: z.string(),
  caller: CallerContact,
  source: z.string(),
  rating: z.nullable(Rating),
  entries: z.array(PublishedConversationEntry),
  attachmentsEnabled: z.boolean(),
});
export const ServiceRequestDetail = z.object({
  ...ServiceRequestSummary.shape,
  description: text(),
  caller: lenient(CallerEntry, { name: '', email: '', phone: '' }),
  source: text('portal'),
  rating: lenient(
    z.nullable(z.object({ score: z.number(), comment: lenient(z.nullable(z.string()), null), ratedAt: text() })),
    null,
  ),
  entries: lenient(z.array(ConversationEntry), []),
  attachmentsEnabled: lenient(z.boolean(), false),
});
export type ServiceRequestDetail = z.output<typeof ServiceRequestDetail>;

/** An attachment sent with a reply, as base64 inside the JSON body. */
export const NewAttachment = z.strictObject({
  fileName: z.string().check(z.minLength(1), z.maxLength(LIMITS.fileName.max)),
  contentType: z.string().check(z.maxLength(200)),
  contentBase64: z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64')),
});
export type NewAttachment = z.infer<typeof NewAttachment>;

/** POST /api/service-requests/{number}/replies (CSRF): 200 with the detail; attachments need the files capability. */
export const NewReply = z.strictObject({
  text: checked(replyProblem),
  attachments: z.optional(z.array(NewAttachment).check(z.maxLength(LIMITS.attachmentsPerReply))),
});
export type NewReply = z.infer<typeof NewReply>;

/** POST /api/service-requests/{number}/rating (CSRF): once, only when closed (409 otherwise). */
export const NewRating = z.strictObject({
  score: z.int().check(z.gte(1), z.lte(5)),
  comment: z.optional(z.string().check(z.maxLength(LIMITS.comment.max))),
});
export type NewRating = z.infer<typeof NewRating>;

/**
 * POST /api/service-requests/provider/{number}/events, the provider's ticket system (machine access, bearer
 * token): an agent's reply, a status change, or both.
 */
export const ProviderEvent = z.strictObject({
  agentName: z.string().check(z.minLength(1), z.maxLength(100)),
  text: z.optional(z.string().check(z.maxLength(LIMITS.reply.max))),
  status: z.optional(z.enum(SERVICE_REQUEST_STATUSES)),
});
export type ProviderEvent = z.infer<typeof ProviderEvent>;

export const NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;
export const NumberParams = z.object({
  number: z.string().check(z.regex(NUMBER_PATTERN, 'must be a service request number')),
});

export const ServiceRequestPaths = {
  intake: '/api/service-requests/intake',
  list: '/api/service-requests',
  create: '/api/service-requests',
  detail: (number: string) => `/api/service-requests/${encodeURIComponent(number)}`,
  replies: (number: string) => `/api/service-requests/${encodeURIComponent(number)}/replies`,
  rating: (number: string) => `/api/service-requests/${encodeURIComponent(number)}/rating`,
  attachment: (number: string, fileId: string) =>
    `/api/service-requests/${encodeURIComponent(number)}/attachments/${encodeURIComponent(fileId)}`,
  providerEvents: (number: string) => `/api/service-requests/provider/${encodeURIComponent(number)}/events`,
} as const;

/** The browser page of one request. */
export const detailPagePath = (number: string) => `/service-requests/${encodeURIComponent(number)}`;

/** The stored data of a service-requests action: no settings. */
export const ServiceRequestsData = z.strictObject({ actionType: z.optional(z.literal('service-requests')) });

/** Why a delivery to the connected ticket system has not succeeded yet (the screen says it in words). */
export const DELIVERY_PROBLEMS = [
  'waiting-for-ticket',
  'unreachable',
  'throttled',
  'refused',
  'system-error',
  'other',
] as const;
export type DeliveryProblem = (typeof DELIVERY_PROBLEMS)[number];

/** A request, reply or rating still on its way to the connected ticket system (the provider administration's list). */
export const PendingDelivery = z.object({
  id: z.number(),
  requestNumber: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  kind: z.enum(['create', 'reply', 'rate']),
  attempts: z.number(),
  /** null: not tried yet (it is just waiting for its turn). */
  problem: z.nullable(z.enum(DELIVERY_PROBLEMS)),
  /** The system's own message of the last failure, as it answered (technical, in its language). */
  lastError: z.nullable(z.string()),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
});
export type PendingDelivery = z.output<typeof PendingDelivery>;

/** GET /api/admin/service-desk/deliveries: the connector (null: the portal's own desk, nothing to deliver). */
export const PendingDeliveries = z.object({ connector: z.nullable(z.string()), items: z.array(PendingDelivery) });
export type PendingDeliveries = z.output<typeof PendingDeliveries>;

export const DeliveryParams = z.object({ id: z.string().check(z.regex(/^[1-9]\d{0,14}$/, 'must be a delivery id')) });

export const ServiceDeskAdminPaths = {
  deliveries: '/api/admin/service-desk/deliveries',
  retry: (id: number | string) => `/api/admin/service-desk/deliveries/${id}/retry`,
} as const;
export const DELIVERIES_PAGE = '/admin/service-desk';
